import { readFileSync } from 'node:fs';
import { parseGenerateInput } from '#domain/generation.ts';
import type { EvalCase } from './case.ts';

/**
 * The blind set (issue 21 item 7): cases written by someone who never read the writers'
 * code, committed as bench/eval/cases-blind/{welcome,promotion,achievements}.json. They are
 * the measurement, not the tuning set: never edited to suit a writer, reported apart from
 * the tuning cases (bench/eval/cases-*.ts). Each entry gives the form's fields, the tone and
 * length chosen, and `mustKeep`: what its author expected a careful reader to find in at
 * least one option.
 */

interface BlindEntry {
  id: string;
  note: string;
  messageType: string;
  tone: string;
  length: string;
  fields: Record<string, string>;
  mustKeep?: string[];
}

const FILES = ['welcome', 'promotion', 'achievements'] as const;

function load(file: string): EvalCase[] {
  const url = new URL(`./cases-blind/${file}.json`, import.meta.url);
  const entries = JSON.parse(readFileSync(url, 'utf8')) as BlindEntry[];
  return entries.map((entry) => {
    const parsed = parseGenerateInput({
      ...entry.fields,
      messageType: entry.messageType,
      tone: entry.tone,
      length: entry.length,
    });
    if (!parsed.success)
      throw new Error(`blind case ${entry.id} is not a valid form: ${parsed.error}`);
    return {
      id: entry.id,
      note: entry.note,
      input: parsed.data,
      mustKeep: entry.mustKeep ?? [],
    };
  });
}

export const BLIND_CASES: EvalCase[] = FILES.flatMap(load);
