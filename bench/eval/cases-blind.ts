import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseGenerateInput } from '#domain/generation.ts';
import type { EvalCase } from './case.ts';

/**
 * The blind set (issue 21 item 7): cases written by someone who never read the writers'
 * code, committed as bench/eval/cases-blind/{welcome,promotion,achievements}.json. They are
 * the measurement, not the tuning set: never edited to suit a writer, reported apart from
 * the tuning cases (bench/eval/cases-*.ts). Each entry gives the form's fields, the tone and
 * length chosen, and `mustKeep`: what its author expected a careful reader to find in at
 * least one option.
 *
 * `readCaseDir` reads any directory laid out the same way (`npm run eval -- --cases DIR`),
 * so a later blind set, or the graded holdout, is measured without copying it into the repo's
 * tuning files.
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

/** A case the form itself would refuse: kept as written by its author, reported, not run. */
export interface InvalidCase {
  id: string;
  file: string;
  error: string;
}

export interface CaseDir {
  cases: EvalCase[];
  invalid: InvalidCase[];
}

/**
 * Reads DIR/{welcome,promotion,achievements}.json (a missing file is an empty list: a set may
 * cover one type only). An entry the form would refuse is listed in `invalid` rather than
 * failing the whole set: a blind author may type past a field's limit, as users do.
 */
export function readCaseDir(dir: string): CaseDir {
  const cases: EvalCase[] = [];
  const invalid: InvalidCase[] = [];
  let found = 0;
  for (const file of FILES) {
    const path = join(dir, `${file}.json`);
    let text: string;
    try {
      text = readFileSync(path, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    found += 1;
    const entries = JSON.parse(text) as unknown;
    if (!Array.isArray(entries)) throw new Error(`${path} must hold a JSON array of cases`);
    for (const entry of entries as BlindEntry[]) {
      if (!entry || typeof entry.id !== 'string' || typeof entry.fields !== 'object')
        throw new Error(`${path}: every case needs an "id" and "fields"`);
      const parsed = parseGenerateInput({
        ...entry.fields,
        messageType: entry.messageType,
        tone: entry.tone,
        length: entry.length,
      });
      if (!parsed.success) {
        invalid.push({ id: entry.id, file, error: String(parsed.error) });
        continue;
      }
      cases.push({
        id: entry.id,
        note: entry.note ?? '',
        input: parsed.data,
        mustKeep: entry.mustKeep ?? [],
      });
    }
  }
  if (!found) throw new Error(`${dir} has none of ${FILES.map((f) => `${f}.json`).join(', ')}`);
  const ids = new Set<string>();
  for (const c of cases) {
    if (ids.has(c.id)) throw new Error(`${dir}: case id ${c.id} appears twice`);
    ids.add(c.id);
  }
  return { cases, invalid };
}

function loadBlindSet(): EvalCase[] {
  const { cases, invalid } = readCaseDir(fileURLToPath(new URL('./cases-blind/', import.meta.url)));
  // The committed blind set is all valid forms: a refusal here is a change to the form.
  if (invalid.length)
    throw new Error(`blind case ${invalid[0]!.id} is not a valid form: ${invalid[0]!.error}`);
  return cases;
}

export const BLIND_CASES: EvalCase[] = loadBlindSet();
