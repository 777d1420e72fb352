import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { EVAL_TODAY } from './cases.ts';
import { checkFragments } from './checks/complaints.ts';
import { readGradedSet } from './graded-options.ts';
import { scoreOptions, type Check } from './score.ts';

/**
 * ADR 049: each check of the third set's reader classes fails options that reader graded C
 * for that class, and passes every option the reader graded A. The options are the writer's
 * own, as the reader saw them (bench/eval/graded/third-2026-11-27/pass3-*.md).
 */
const graded = readGradedSet(
  fileURLToPath(new URL('./graded/third-2026-11-27/', import.meta.url)),
  'pass3',
);
const option = (id: string) => {
  const found = graded.find((g) => `${g.case.id}.${g.index}` === id);
  if (!found) throw new Error(`no graded option ${id}`);
  return found;
};
const scored = new Map<string, ReturnType<typeof scoreOptions>>();
const problems = (id: string, check: Check) => {
  const o = option(id);
  if (!scored.has(id)) scored.set(id, scoreOptions(o.case.input, [o.text], { today: EVAL_TODAY }));
  return scored.get(id)!.problems[check] ?? [];
};

/** Per check: options the reader rejected for its class, and the reason each must give. */
const REJECTED: Record<string, [id: string, reason: RegExp][]> = {
  dash_splice: [
    ['cw03.1', /— ran inbound/],
    ['cp01.1', /— effective monday and ICU nights/],
    ['ca02.1', /— November/],
    ['ca04.1', /— district-wide and 2026/],
    ['cp09.1', /— this year he/],
  ],
  double_brackets: [
    ['cw03.3', /\(Bayo\) \(/],
    ['cw12.3', /\(Anu\) \(/],
  ],
  fragments: [
    ['ca02.1', /“Team record\.”/],
    ['ca10.2', /“Region 2\.”/],
    ['cp15.1', /“In the past 2 years\.”/],
    ['ca04.2', /“District-wide and 2026\.”/],
  ],
  clause_labels: [
    ['cw03.3', /Ask Bayo about: coaches/],
    ['cw02.1', /Tomek's background:/],
    ['cw20.2', /Wiki's background:/],
  ],
  repetition: [
    ['cw16.2', /the team “Harbourview Hotel” named 3 times/],
    ['cw23.1', /the name given \d+ times/],
    ['cw04.3', /the title said again in a closing line/],
    ['ca11.3', /named 3 times/],
  ],
  filler_lines: [
    ['cw03.1', /Next up for Bayo/],
    ['cp14.2', /Next up for Marisol/],
    ['cw21.3', /Next stop for Wei/],
    ['cw11.1', /what Mei-Ling will build as our/],
  ],
  proper_nouns: [
    ['cw02.3', /“go”|“kafka”/],
    ['cw03.1', /“sunday”/],
    ['cp01.1', /“monday”/],
    ['cw14.1', /“dutch”/],
    ['ca02.2', /“black friday”/],
  ],
  debris: [
    ['ca12.3', /Get Outlook for/],
    ['cp17.2', /M: 415-555-0182|“\|”/],
    ['cp12.3', /Thanks/],
    ['cp18.3', /Things she did/],
    ['ca15.3', /Context from her quarterly review/],
    ['cp11.3', /lol/],
  ],
  missing_point: [
    ['cp03.1', /effective date “Jan 1”/],
    ['cp09.2', /effective date “Dec 1”/],
    ['ca02.1', /headline number “148”/],
    ['ca08.3', /practical line “cake in the break room fri/],
  ],
};

describe('ADR 049: the third set reader’s complaint classes as checks', () => {
  it('reads all 180 graded options of the third set', () => {
    expect(graded).toHaveLength(180);
    expect(graded.filter((g) => g.grade === 'A')).toHaveLength(35);
  });

  for (const [check, examples] of Object.entries(REJECTED))
    it.each(examples)(`${check} fails %s, which the reader graded C`, (id, reason) => {
      expect(option(id).grade).toBe('C');
      const found = problems(id, check as Check);
      expect(found.join('\n')).toMatch(reason);
    });

  it.each(Object.keys(REJECTED))('%s passes every option the reader graded A', (check) => {
    const flagged = graded
      .filter((g) => g.grade === 'A')
      .filter((g) => problems(`${g.case.id}.${g.index}`, check as Check).length > 0)
      .map((g) => `${g.case.id}.${g.index}`);
    expect(flagged).toEqual([]);
  });

  it('together fail most options the reader graded C, and few graded A or B', () => {
    const checks = Object.keys(REJECTED) as Check[];
    const flagged = (grade: string) =>
      graded
        .filter((g) => g.grade === grade)
        .filter((g) => checks.some((c) => problems(`${g.case.id}.${g.index}`, c).length)).length;
    expect(flagged('A')).toBe(0);
    expect(flagged('C') / graded.filter((g) => g.grade === 'C').length).toBeGreaterThan(0.6);
  });
});

describe('the fragment check reads a pronoun’s -s verb', () => {
  const fragments = (option: string) =>
    checkFragments({
      input: {} as GenerationRequest,
      options: [option],
      today: EVAL_TODAY,
      screened: [[]],
    });

  it('passes "She tutors…" and "He coaches…", which the tagger reads as plural nouns', () => {
    expect(fragments('Meet Odile, our new chemist. She tutors 3 night students a week.')).toEqual(
      [],
    );
    expect(fragments('Tariq joins the depot. He coaches 2 junior drivers.')).toEqual([]);
  });

  it('still flags a verbless note', () => {
    expect(
      fragments('Odile joins us as chemist. Team record and two pharmacy students.'),
    ).toHaveLength(1);
  });
});
