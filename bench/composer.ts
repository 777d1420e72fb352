import { performance } from 'node:perf_hooks';
import { FIELD_LIMITS, parseGenerateInput, type GenerateInputRaw } from '#domain/generation.ts';
import { writeChecked } from '#server/features/announcements/generate.ts';
import { createComposer } from '#server/features/announcements/writing/composer/composer.ts';
import { figure, max, type Figure } from './report.ts';
import { median } from './stats.ts';

/**
 * The built-in writer on the worst input a Basic account may send: every field at its
 * limit in run-on words (no punctuation), so that no draft passes the checks and the writer
 * tries every phrasing and card it has, three calls over. It took seconds of CPU (ADR 108);
 * the budget holds it to a fraction of a second.
 */

const WORDS = ['led', 'the', 'migration', 'of', 'Berlin', 'team', 'to', 'Kubernetes', 'and'];
const runOn = (length: number) => {
  let text = '';
  for (let i = 0; text.length < length; i++) text += `${WORDS[i % WORDS.length]} `;
  return text.slice(0, length).trim();
};

const { name, role, short, details } = FIELD_LIMITS;
const INPUTS: Record<string, GenerateInputRaw> = {
  welcome: {
    messageType: 'welcome',
    tone: 'warm_professional',
    length: 'long',
    newHireName: runOn(name),
    role: runOn(role),
    team: runOn(role),
    company: runOn(role),
    expertise: runOn(short),
    hobbies: runOn(short),
    funFact: runOn(short),
  },
  promotion: {
    messageType: 'promotion',
    tone: 'warm_professional',
    length: 'long',
    newHireName: runOn(name),
    currentRole: runOn(role),
    newRole: runOn(role),
    team: runOn(role),
    promotionDetails: runOn(details),
  },
  achievements: {
    messageType: 'achievements',
    tone: 'warm_professional',
    length: 'long',
    newHireName: runOn(name),
    role: runOn(role),
    team: runOn(role),
    achievementDescription: runOn(details),
    achievementDetails: runOn(details),
  },
};

/** The welcome fits in the brief's 150 ms; the longer notes of the other two get more. */
const BUDGET_MS: Record<string, number> = { welcome: 150, promotion: 400, achievements: 400 };

async function timeOne(raw: GenerateInputRaw): Promise<number> {
  // Parsed afresh each time: what the writer learns of one request is not reused.
  const parsed = parseGenerateInput(raw);
  if (!parsed.success) throw new Error(parsed.error);
  const started = performance.now();
  // No draft passes on this input: the writer's failure after its calls is the expected end.
  await writeChecked(
    createComposer(),
    parsed.data,
    AbortSignal.timeout(60_000),
    {},
    {
      seed: 1,
      today: '2026-11-23',
    },
  ).catch(() => undefined);
  return performance.now() - started;
}

export async function measureComposer(
  runs: number,
  log: (line: string) => void,
): Promise<Figure[]> {
  const figures: Figure[] = [];
  // The first composition loads the NLP library's lexicon; it is not counted.
  await timeOne(INPUTS.welcome!);
  for (const [type, raw] of Object.entries(INPUTS)) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) times.push(await timeOne(raw));
    const ms = Math.round(median(times));
    log(`  ${type}: ${ms} ms`);
    figures.push(
      figure(
        'composer, run-on input at every limit',
        type,
        ms,
        'ms',
        max(BUDGET_MS[type]!),
        `median of ${runs}`,
      ),
    );
  }
  return figures;
}
