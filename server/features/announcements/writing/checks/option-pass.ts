import { parseGenerateInput, type GenerationRequest } from '#domain/generation.ts';
import { passesScreen, screenOption } from './fact-screen.ts';
import { checkOption, MAX_TRIGRAM_JACCARD, optionSimilarity } from './option-checks.ts';

/**
 * The one check pass every option goes through before it is shown or stored, whichever
 * writer wrote it (ADR 014, ADR 028): the option checks (length, the name as typed,
 * placeholders), the fact screen, and distinctness from the options already kept. Each
 * reason is specific enough to hand back to a writer as an instruction. The composer runs
 * the same pass on its own drafts, so what it yields is what generate.ts accepts.
 */
export function optionProblems(
  text: string,
  input: GenerationRequest,
  kept: readonly (string | undefined)[],
  today: string | undefined,
): string[] {
  const problems: string[] = [];
  const check = checkOption(text, input);
  if (check) problems.push(check);
  if (text) problems.push(...screenOption(text, input, { today }).map((p) => p.message));
  const twin = kept.findIndex(
    (o) => o !== undefined && optionSimilarity(o, text, input) >= MAX_TRIGRAM_JACCARD,
  );
  if (twin !== -1)
    problems.push(`It repeats option ${twin + 1} too closely; write a clearly different one.`);
  return problems;
}

/** Verdicts already given for a request, by option and options kept (passesChecks). */
const verdicts = new WeakMap<GenerationRequest, Map<string, boolean>>();

/**
 * Whether the option passes the same pass. The composer asks this of draft after draft
 * (ADR 108): on a long input nearly every draft fails, most of them drafts it already asked
 * about (another phrasing that came out the same, or the same search again on a retry), so
 * a verdict is given once per request, and a failing draft stops at its first problem
 * since nobody reads the reasons.
 */
export function passesChecks(
  text: string,
  input: GenerationRequest,
  kept: readonly (string | undefined)[],
  today: string | undefined,
): boolean {
  let known = verdicts.get(input);
  if (!known) verdicts.set(input, (known = new Map()));
  const key = JSON.stringify([text, kept, today]);
  let passes = known.get(key);
  if (passes === undefined) {
    passes =
      !!text &&
      !checkOption(text, input) &&
      passesScreen(text, input, { today }) &&
      kept.every((o) => o === undefined || optionSimilarity(o, text, input) < MAX_TRIGRAM_JACCARD);
    known.set(key, passes);
  }
  return passes;
}

/**
 * Runs every check once on a made-up option. The fact screen's date reader (chrono-node)
 * compiles its patterns on first use, about 0.4 s on a quiet machine: paid at boot, it stays
 * off the first user's request.
 */
export function warmUpChecks(): void {
  const parsed = parseGenerateInput({
    newHireName: 'Ada Lovelace',
    role: 'Analyst',
    startDate: 'Monday, December 7, 2026',
    company: 'Acme',
    tone: 'warm_professional',
    messageType: 'welcome',
  });
  if (!parsed.success) return;
  optionProblems(
    'Please welcome Ada Lovelace, our new Analyst, who joins us from Acme on Monday, December 7. Say hello!',
    parsed.data,
    [],
    '2026-11-23',
  );
}
