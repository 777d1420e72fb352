import { describe, expect, it } from 'vitest';
import { parseGenerateInput } from '#domain/generation.ts';
import { createComposer } from '#server/features/announcements/writing/composer/composer.ts';
import type { EvalCase } from './case.ts';
import { EVAL_TODAY } from './cases.ts';
import { formatDump } from './dump.ts';
import { evaluateWriter } from './evaluate.ts';

const caseOf = (id: string, length: string, fields: Record<string, string>): EvalCase => {
  const parsed = parseGenerateInput({
    messageType: 'welcome',
    tone: 'warm_professional',
    length,
    ...fields,
  });
  if (!parsed.success) throw new Error(parsed.error);
  return { id, note: 'a test case', input: parsed.data };
};

describe('the grading dump', () => {
  it('shows the reader the form’s notice where the user saw it, on a thin input only', async () => {
    const thin = caseOf('t1', 'long', { newHireName: 'Ana Ruiz', role: 'barista' });
    const full = caseOf('t2', 'short', {
      newHireName: 'Ben Okafor',
      role: 'Senior Data Engineer on the payments team',
      company: 'Monzo',
      expertise: 'streaming pipelines, dbt, Kafka and cost tuning on BigQuery',
      hobbies: 'climbing, sourdough and 5-a-side football on Thursdays',
      funFact: 'once cycled from London to Istanbul in 31 days',
      startDate: 'Monday 7 December',
    });
    const writer = createComposer();
    const report = await evaluateWriter(writer, [thin, full], { seeds: [1], today: EVAL_TODAY });
    const dump = formatDump(report, [thin, full], { set: 'test', writer });
    const [thinPart, fullPart] = dump.split('## t2');
    expect(thinPart).toContain(
      'The form told the user: “With these few details the messages will be shorter than long',
    );
    expect(fullPart).not.toContain('The form told the user');
    expect(fullPart).toContain('### Option 3');
  });
});
