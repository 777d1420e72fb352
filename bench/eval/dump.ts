import { factsFor, isThin, thinNotice } from '#domain/generation.ts';
import { messageTypeLabel } from '#domain/message-types.ts';
import { toneLabel } from '#domain/tones.ts';
import type { Writer } from '#server/features/announcements/writing/writer.ts';
import type { EvalCase } from './case.ts';
import type { WriterReport } from './evaluate.ts';

/**
 * The grading dump (issue 21 item 8): one seed's three options for every case, with the
 * input as the user typed it, for a reader who grades each option A (post as written), B
 * (one or two light edits) or C (rewrite), with a one-line reason for each B and C. The
 * grader is not the person who changed the writer; this file only lays out what to grade.
 */
export function formatDump(
  report: WriterReport,
  cases: readonly EvalCase[],
  { set, writer }: { set: string; writer: Writer },
): string {
  const seed = report.seeds[0];
  const lines = [
    `# Options to grade: ${set} set, ${writer.kind} (${writer.model}), seed ${seed}`,
    '',
    `Written ${new Date().toISOString().slice(0, 10)} by \`npm run eval -- --set ${set} --seeds 1 --dump …\`; "today" is ${report.today}.`,
    '',
    'Grade every option as a manager posting it to a 200-person channel would:',
    '',
    '- **A**: post as written.',
    '- **B**: one or two light edits (say which).',
    '- **C**: would rewrite (say why, in one line).',
    '',
    'Fill in the `Grade:` line under each option. Totals at the end: A, B and C as counts and shares.',
    '',
  ];
  for (const evalCase of cases) {
    const result = report.cases.find((c) => c.id === evalCase.id);
    const run = result?.runs.find((r) => r.seed === seed) ?? result?.runs[0];
    const input = evalCase.input;
    lines.push(
      `## ${evalCase.id}: ${messageTypeLabel(input.messageType)}, ${toneLabel(input.tone)}, ${input.length}`,
      '',
      `> ${evalCase.note}`,
      '',
      '| field | as typed |',
      '| --- | --- |',
      `| name | ${cell(input.newHireName)} |`,
      ...(input.preferredName
        ? [`| what should we call them? | ${cell(input.preferredName)} |`]
        : []),
      ...Object.entries(factsFor(input)).map(([key, value]) => `| ${key} | ${cell(value)} |`),
      '',
      // The reader sees what the user saw: a thin input is told it will not be padded.
      ...(isThin(input) ? [`The form told the user: “${thinNotice(input.length)}”`, ''] : []),
    );
    if (!run || run.error) {
      lines.push(
        `**The writer failed:** ${run?.error ?? 'no run'}`,
        '',
        'Grade: C — no options',
        '',
      );
      continue;
    }
    run.options.forEach((option, i) => {
      lines.push(`### Option ${i + 1}`, '', '```text', option, '```', '', 'Grade: ', '');
    });
  }
  lines.push(
    '## Totals',
    '',
    '| grade | options | share |',
    '| --- | --- | --- |',
    '| A | | |',
    '| B | | |',
    '| C | | |',
    '',
  );
  return lines.join('\n');
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\r?\n/g, '<br>');
