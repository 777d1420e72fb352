import { describe, expect, it } from 'vitest';
import { INVENTED_FACT_CASES, MESSY_FORMS } from '#tests/mocks/model-answers.ts';
import { formatAiFormsReport, runAiFormsEval } from './ai-forms.ts';
import { REFERENCES } from './references.ts';

describe('eval: the AI writer against a loopback model', () => {
  it('meets its budget: 3 options on the first call, every invention caught, no false refusal', async () => {
    const report = await runAiFormsEval();
    expect(report.totals, formatAiFormsReport(report).join('\n')).toEqual({
      forms: MESSY_FORMS.length,
      formsWithThreeOnFirstCall: MESSY_FORMS.length,
      references: Object.keys(REFERENCES).length,
      referencesWithThreeOnFirstCall: Object.keys(REFERENCES).length,
      inventions: INVENTED_FACT_CASES.length,
      inventionsCaught: INVENTED_FACT_CASES.length,
      falseRefusals: 0,
    });
    expect(report.budgetMet).toBe(true);
    // Issue 21: thirteen kinds of invented fact, hobbies, duties and projects among them.
    expect(INVENTED_FACT_CASES).toHaveLength(13);
    expect(formatAiFormsReport(report)[0]).toContain(
      `${MESSY_FORMS.length}/${MESSY_FORMS.length} messy answers and`,
    );
  });
});
