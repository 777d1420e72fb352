import { factsFor, isThin, LENGTHS, type Length } from '#domain/generation.ts';
import { writeChecked } from '#server/features/announcements/generate.ts';
import { countWords } from '#server/features/announcements/writing/composer/phrases.ts';
import type { Writer } from '#server/features/announcements/writing/writer.ts';
import type { EvalCase } from './case.ts';

/**
 * Length means something (issue 21 item 3): the same input written at medium and at long,
 * on inputs with at least four facts, must come out at least 30 % longer at long "when the
 * input has the facts to fill it" — an input thin at long stays short and the form says so
 * (isThin), so the budget is judged on the inputs not thin at long (ADR 071); the figure on
 * every input with four facts is reported beside it. And the writer never fails: every case
 * at every length and seed, through the production path.
 */

export const LONG_OVER_MEDIUM_BUDGET = 30;
const MIN_FACTS_FOR_LENGTH = 4;

async function meanWords(
  writer: Writer,
  evalCase: EvalCase,
  length: Length,
  seed: number,
  today: string,
): Promise<number | undefined> {
  try {
    const options = await writeChecked(
      writer,
      { ...evalCase.input, length },
      AbortSignal.timeout(60_000),
      {},
      { today, seed },
    );
    return options.reduce((n, o) => n + countWords(o), 0) / options.length;
  } catch {
    return undefined;
  }
}

/** Mean words per option, by length, over a group of cases. */
interface LengthGroup {
  cases: number;
  meanWords: Record<Length, number>;
  longOverMediumPercent: number;
}

/** Every case with enough facts, and among them those with the facts to fill long. */
export interface LengthReport extends LengthGroup {
  /** The inputs not thin at long: the ones the 30 % budget is judged on. */
  filled: LengthGroup;
}

const mean = (xs: readonly number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

function groupOf(measured: readonly Record<Length, number[]>[]): LengthGroup {
  const meanWords = {
    short: mean(measured.flatMap((m) => m.short)),
    medium: mean(measured.flatMap((m) => m.medium)),
    long: mean(measured.flatMap((m) => m.long)),
  };
  return {
    cases: measured.length,
    meanWords,
    longOverMediumPercent: meanWords.medium
      ? (100 * (meanWords.long - meanWords.medium)) / meanWords.medium
      : 0,
  };
}

export async function measureLengths(
  writer: Writer,
  cases: readonly EvalCase[],
  { seeds, today }: { seeds: readonly number[]; today: string },
): Promise<LengthReport> {
  const rich = cases.filter((c) => Object.keys(factsFor(c.input)).length >= MIN_FACTS_FOR_LENGTH);
  const measured = [];
  for (const evalCase of rich) {
    const words: Record<Length, number[]> = { short: [], medium: [], long: [] };
    for (const length of LENGTHS)
      for (const seed of seeds.slice(0, 2)) {
        const perOption = await meanWords(writer, evalCase, length, seed, today);
        if (perOption !== undefined) words[length].push(perOption);
      }
    measured.push({ words, filled: !isThin({ ...evalCase.input, length: 'long' }) });
  }
  return {
    ...groupOf(measured.map((m) => m.words)),
    filled: groupOf(measured.filter((m) => m.filled).map((m) => m.words)),
  };
}

export interface ErrorReport {
  runs: number;
  errors: number;
  /** Up to ten failures, to read. */
  examples: { id: string; length: Length; seed: number; error: string }[];
}

/** Every case at every length and seed, through writeChecked: how often the writer fails. */
export async function measureErrors(
  writer: Writer,
  cases: readonly EvalCase[],
  { seeds, today }: { seeds: readonly number[]; today: string },
): Promise<ErrorReport> {
  const report: ErrorReport = { runs: 0, errors: 0, examples: [] };
  for (const evalCase of cases)
    for (const length of LENGTHS)
      for (const seed of seeds) {
        report.runs++;
        try {
          await writeChecked(
            writer,
            { ...evalCase.input, length },
            AbortSignal.timeout(60_000),
            {},
            { today, seed },
          );
        } catch (e) {
          report.errors++;
          if (report.examples.length < 10)
            report.examples.push({
              id: evalCase.id,
              length,
              seed,
              error: e instanceof Error ? e.message : String(e),
            });
        }
      }
  return report;
}
