import { parseGenerateInput, type GenerationRequest } from '#domain/generation.ts';
import { selectWriter } from '#server/features/announcements/writing/configured-writer.ts';
import { todayIn, writeChecked } from '#server/features/announcements/generate.ts';
import type { RejectedDraft } from '#server/features/announcements/writing/writer.ts';
import {
  EXTRA_OPTIONS,
  FORM_INPUT,
  GOOD_OPTIONS,
  INVENTED_FACT_CASES,
  MESSY_FORMS,
} from '#tests/mocks/model-answers.ts';
import { FakeOpenAI } from '#tests/mocks/openai-compatible.ts';
import { CASES, EVAL_TODAY } from './cases.ts';
import { REFERENCES } from './references.ts';

/**
 * The AI writer against a loopback model (issue 13 §7): the real provider client, option
 * parser, option checks and fact screen, through `writeChecked`, the path the API takes.
 * Three parts: every messy answer shape with a welcome's good options; every invented-fact
 * case; and the eval's hand-written reference options, each case's answered in one of the
 * messy shapes in turn. Budget: every messy-but-usable answer and every reference case
 * yields 3 options on the first provider call, every invented fact is caught (and the
 * second call is told why), and no good option is refused.
 */

interface AiFormRow {
  kind: 'form' | 'invention' | 'reference';
  id: string;
  description: string;
  /** Options that passed every check and would be stored. */
  optionsYielded: number;
  providerCalls: number;
  /** Inventions: the invented option was refused and never delivered. */
  inventionCaught?: boolean;
  /** Inventions: the replacement call's prompt held every specific reason. */
  reasonPassedOn?: boolean;
  /** Good options refused by the checks or the fact screen (must be 0). */
  falseRefusals: number;
  /** The reasons given for each false refusal, to fix the screen or the fixture. */
  falseRefusalReasons: string[];
  error?: string;
  passed: boolean;
}

export interface AiFormsReport {
  rows: AiFormRow[];
  totals: {
    forms: number;
    formsWithThreeOnFirstCall: number;
    references: number;
    referencesWithThreeOnFirstCall: number;
    inventions: number;
    inventionsCaught: number;
    falseRefusals: number;
  };
  budgetMet: boolean;
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
const GOOD = new Set<string>(
  [...GOOD_OPTIONS, ...EXTRA_OPTIONS, ...Object.values(REFERENCES).flat()].map(normalise),
);

function input(): GenerationRequest {
  const parsed = parseGenerateInput(FORM_INPUT);
  if (!parsed.success) throw new Error(parsed.error);
  return parsed.data;
}

export async function runAiFormsEval(): Promise<AiFormsReport> {
  const model = new FakeOpenAI();
  const url = await model.start();
  try {
    const writer = selectWriter({
      AI_PROVIDER: 'openai-compatible',
      AI_MODEL: 'eval-loopback-model',
      AI_API_KEY: undefined,
      AI_BASE_URL: url,
      AI_IDLE_TIMEOUT_MS: 5000,
    });
    const formInput = input();

    async function run(
      script: Parameters<FakeOpenAI['script']>,
      request: GenerationRequest = formInput,
      today = todayIn('UTC'),
    ) {
      model.requests.length = 0;
      model.script(...script);
      const rejected: RejectedDraft[] = [];
      let options: string[] = [];
      let error: string | undefined;
      try {
        options = await writeChecked(
          writer,
          request,
          AbortSignal.timeout(30_000),
          { onRejected: (draft) => rejected.push(draft) },
          { today },
        );
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
      }
      const falseRefusals = rejected.filter((d) => GOOD.has(normalise(d.text)));
      return {
        options,
        rejected,
        error,
        calls: model.requests.length,
        falseRefusals: falseRefusals.length,
        falseRefusalReasons: falseRefusals.map((d) => `${d.text} → ${d.reasons.join(' ')}`),
      };
    }

    const rows: AiFormRow[] = [];
    for (const form of MESSY_FORMS) {
      const result = await run([{ kind: 'raw', content: form.render(GOOD_OPTIONS) }]);
      rows.push({
        kind: 'form',
        id: form.id,
        description: form.description,
        optionsYielded: result.options.length,
        providerCalls: result.calls,
        falseRefusals: result.falseRefusals,
        falseRefusalReasons: result.falseRefusalReasons,
        ...(result.error && { error: result.error }),
        passed: result.options.length === 3 && result.calls === 1 && result.falseRefusals === 0,
      });
    }

    const referenced = CASES.filter((c) => REFERENCES[c.id]);
    for (const [i, evalCase] of referenced.entries()) {
      const form = MESSY_FORMS[i % MESSY_FORMS.length]!;
      const references = REFERENCES[evalCase.id]!;
      const result = await run(
        [{ kind: 'raw', content: form.render(references) }],
        evalCase.input,
        EVAL_TODAY,
      );
      rows.push({
        kind: 'reference',
        id: `${evalCase.id} as ${form.id}`,
        description: evalCase.note,
        optionsYielded: result.options.length,
        providerCalls: result.calls,
        falseRefusals: result.falseRefusals,
        falseRefusalReasons: result.falseRefusalReasons,
        ...(result.error && { error: result.error }),
        passed: result.options.length === 3 && result.calls === 1 && result.falseRefusals === 0,
      });
    }

    for (const invention of INVENTED_FACT_CASES) {
      const result = await run([
        {
          kind: 'raw',
          content: JSON.stringify({ options: [invention.option, ...GOOD_OPTIONS.slice(1)] }),
        },
        { kind: 'raw', content: JSON.stringify({ options: [GOOD_OPTIONS[0]] }) },
      ]);
      const refusal = result.rejected.find((d) => d.text === invention.option);
      const caught = !!refusal && !result.options.includes(invention.option);
      const retryPrompt = result.calls > 1 ? model.promptOf(1) : '';
      const reasonPassedOn =
        !!refusal && refusal.reasons.every((reason) => retryPrompt.includes(reason));
      rows.push({
        kind: 'invention',
        id: invention.id,
        description: `invents ${invention.invents}`,
        optionsYielded: result.options.length,
        providerCalls: result.calls,
        inventionCaught: caught,
        reasonPassedOn,
        falseRefusals: result.falseRefusals,
        falseRefusalReasons: result.falseRefusalReasons,
        ...(result.error && { error: result.error }),
        passed:
          caught &&
          reasonPassedOn &&
          result.options.length === 3 &&
          result.calls === 2 &&
          result.falseRefusals === 0,
      });
    }

    const forms = rows.filter((r) => r.kind === 'form');
    const references = rows.filter((r) => r.kind === 'reference');
    const inventions = rows.filter((r) => r.kind === 'invention');
    const firstCall = (r: AiFormRow) => r.optionsYielded === 3 && r.providerCalls === 1;
    const totals = {
      forms: forms.length,
      formsWithThreeOnFirstCall: forms.filter(firstCall).length,
      references: references.length,
      referencesWithThreeOnFirstCall: references.filter(firstCall).length,
      inventions: inventions.length,
      inventionsCaught: inventions.filter((r) => r.inventionCaught).length,
      falseRefusals: rows.reduce((n, r) => n + r.falseRefusals, 0),
    };
    return { rows, totals, budgetMet: rows.every((r) => r.passed) };
  } finally {
    await model.stop();
  }
}

/** The report as lines for the eval's console output. */
export function formatAiFormsReport(report: AiFormsReport): string[] {
  const { totals } = report;
  const lines = [
    `AI writer against a loopback model: ${totals.formsWithThreeOnFirstCall}/${totals.forms} messy answers and ` +
      `${totals.referencesWithThreeOnFirstCall}/${totals.references} reference cases gave 3 options on the first call; ` +
      `${totals.inventionsCaught}/${totals.inventions} invented facts caught; ${totals.falseRefusals} false refusals.`,
  ];
  for (const row of report.rows) {
    const mark = row.passed ? 'ok  ' : 'FAIL';
    const invention =
      row.kind === 'invention'
        ? ` caught=${row.inventionCaught ? 'yes' : 'no'} reason-passed-on=${row.reasonPassedOn ? 'yes' : 'no'}`
        : '';
    lines.push(
      `  ${mark} ${row.kind.padEnd(9)} ${row.id.padEnd(36)} options=${row.optionsYielded} calls=${row.providerCalls}${invention} false-refusals=${row.falseRefusals}${row.error ? ` (${row.error})` : ''}`,
    );
    for (const reason of row.falseRefusalReasons) lines.push(`         refused: ${reason}`);
  }
  return lines;
}
