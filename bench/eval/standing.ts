import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { writeChecked } from '#server/features/announcements/generate.ts';
import { loadConfiguredWriter } from '#server/features/announcements/writing/configured-writer.ts';
import { EVAL_TODAY } from './cases.ts';
import { readGradedSet, type GradedOption } from './graded-options.ts';

/**
 * `npm run eval:standing`: which of the readers' grades still stand for today's writer. A
 * graded set's "after" options were written at seed 1; every option the writer still writes
 * word for word keeps its grade, every other option has changed and is ungraded. The standing
 * B's and C's are the complaints no change has touched yet, the list to work from; a changed
 * option is only a candidate until a reader grades it again.
 *
 * Flags: --set NAME (repeatable; default every graded set with `after-options.md`), --list
 * B|C (print the standing options of that grade with the reader's reason), --changed (print
 * every changed option that a reader had graded B or C, old and new text).
 */

const { values } = parseArgs({
  options: {
    set: { type: 'string', multiple: true },
    list: { type: 'string', multiple: true },
    changed: { type: 'boolean', default: false },
  },
});

const log = (s: string) => process.stdout.write(`${s}\n`);
const root = new URL('./graded/', import.meta.url).pathname;
const setNames =
  values.set ??
  readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(root, d.name, 'after-options.md')))
    .map((d) => d.name)
    .sort();
const writer = await loadConfiguredWriter();
const READERS = [
  ['first', 'after-graded.md'],
  ['second', 'after-graded-second-reader.md'],
] as const;

log('| set | reader | standing A | standing B | standing C | changed (was A / B / C) |');
log('| --- | --- | --- | --- | --- | --- |');
const listed: string[] = [];
for (const name of setNames) {
  const dir = join(root, name);
  const written = new Map<string, string[]>();
  const optionsOf = async (g: GradedOption) => {
    let options = written.get(g.case.id);
    if (!options) {
      options = await writeChecked(
        writer,
        g.case.input,
        AbortSignal.timeout(60_000),
        {},
        {
          today: EVAL_TODAY,
          seed: 1,
        },
      ).catch((e: unknown) => [`(the writer failed: ${String(e)})`]);
      written.set(g.case.id, options);
    }
    return options;
  };
  for (const [reader, file] of READERS) {
    if (!existsSync(join(dir, file))) continue;
    const standing = { A: 0, B: 0, C: 0 };
    const changed = { A: 0, B: 0, C: 0 };
    for (const g of readGradedSet(dir, 'after', file)) {
      const now = (await optionsOf(g))[g.index - 1] ?? '';
      const label = `${name} ${reader} ${g.case.id}.${g.index} ${g.grade}`;
      if (now === g.text) {
        standing[g.grade] += 1;
        if (values.list?.includes(g.grade)) listed.push(`${label} — ${g.reason}`);
      } else {
        changed[g.grade] += 1;
        if (values.changed && g.grade !== 'A')
          listed.push(`${label} — ${g.reason}\n  was: ${g.text}\n  now: ${now}`);
      }
    }
    const all = standing.A + standing.B + standing.C + changed.A + changed.B + changed.C;
    const share = (n: number) => `${n} (${((100 * n) / all).toFixed(1)} %)`;
    log(
      `| ${name} | ${reader} | ${share(standing.A)} | ${share(standing.B)} | ${share(standing.C)} | ${changed.A + changed.B + changed.C} (${changed.A} / ${changed.B} / ${changed.C}) |`,
    );
  }
}
if (listed.length) log(`\n${listed.join('\n')}`);
