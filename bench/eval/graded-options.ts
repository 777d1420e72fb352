import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readCaseDir } from './cases-blind.ts';
import type { EvalCase } from './case.ts';

/** One option a reader graded: its case, its place (1–3), the grade and the reader's reason. */
export interface GradedOption {
  case: EvalCase;
  index: number;
  text: string;
  grade: 'A' | 'B' | 'C';
  reason: string;
}

/**
 * A graded set read back (bench/eval/graded/DIR): the cases, the dumped options
 * (`NAME-options.md`) and a reader's grades (`NAME-graded.md` unless another reader's file is
 * named; lines "cw02.1 C — why").
 * Once graded a set is tuning data: the checks are proven against what its reader rejected.
 */
export function readGradedSet(
  dir: string,
  name: string,
  gradesFile = `${name}-graded.md`,
): GradedOption[] {
  const cases = new Map(readCaseDir(dir).cases.map((c) => [c.id, c]));
  const dump = readFileSync(join(dir, `${name}-options.md`), 'utf8');
  const texts = new Map<string, string>();
  for (const section of dump.split(/^## /m).slice(1)) {
    const id = /^(\S+?):/.exec(section)?.[1];
    if (!id) continue;
    for (const m of section.matchAll(/### Option (\d)\s+```text\n([\s\S]*?)\n```/g))
      texts.set(`${id}.${m[1]}`, m[2]!);
  }
  const graded: GradedOption[] = [];
  const grades = readFileSync(join(dir, gradesFile), 'utf8');
  for (const m of grades.matchAll(/^(\w+)\.(\d) ([ABC])(?: — (.*))?$/gm)) {
    const found = cases.get(m[1]!);
    const text = texts.get(`${m[1]}.${m[2]}`);
    if (!found || text === undefined) throw new Error(`${name}: no option ${m[1]}.${m[2]}`);
    graded.push({
      case: found,
      index: Number(m[2]),
      text,
      grade: m[3] as GradedOption['grade'],
      reason: m[4] ?? '',
    });
  }
  return graded;
}
