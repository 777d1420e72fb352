import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { optionsOf } from './composer/testing.ts';
import { withoutEmailDebris } from './instructions.ts';

/**
 * What the user says to the writer inside a field is obeyed, never posted (ADR 118): a "don't
 * mention X" leaves X out of every option, a "pls mention that, he's proud of it" keeps the
 * fact and drops the request and its reason, and a message to the person ("enhorabuena
 * Rosa") closes the post or is left out, never joined into a fact.
 */
describe('a request not to mention something leaves it out (ADR 118)', () => {
  it.each([
    [
      "Runs the Tuesday clinic.\nhands over to Mrs Okoro who is leaving in March — her farewell note goes out later, don't mention her leaving here",
      ['Runs the Tuesday clinic.'],
      ['Okoro', 'leaving', 'farewell', 'mention'],
    ],
    [
      "Took over the night desk after Ben left. Fluent in Welsh. Don't mention Ben leaving.",
      ['Fluent in Welsh.'],
      ['Ben', 'night desk', 'mention'],
    ],
    [
      'Fluent in Welsh\nMoving to Leeds in spring - don’t mention it yet',
      ['Fluent in Welsh'],
      ['Leeds'],
    ],
    [
      'Fluent in Welsh. Moving to Leeds in spring, dont mention that',
      ['Fluent in Welsh.'],
      ['Leeds'],
    ],
    [
      'please do NOT mention the restructure or Dr. Ahmed leaving, just focus on her. thx',
      [],
      ['Ahmed', 'focus', 'restructure'],
    ],
    [
      'Rebuilt the rota in a week. Retiring next spring, pls keep his retirement quiet',
      ['Rebuilt the rota in a week.'],
      ['Retiring', 'quiet'],
    ],
  ])('“%s”', (note, kept, gone) => {
    const out = withoutEmailDebris(note);
    for (const k of kept) expect(out).toContain(k);
    for (const g of gone) expect(out).not.toContain(g);
  });

  it('keeps what the request does not speak of', () => {
    const note =
      'credit appraisal, 7 yrs in branch banking. DONT mention the branch closure at the old place';
    expect(withoutEmailDebris(note)).toBe('credit appraisal, 7 yrs in branch banking.');
  });
});

describe('a request to mention something keeps it, without the request and its reason', () => {
  it.each([
    [
      'Speaks Quechua, grew up in Cusco - please mention that, he loves it',
      'Speaks Quechua, grew up in Cusco',
    ],
    [
      'grew up on a farm in Ayrshire; pls mention this, she’s proud of it',
      'grew up on a farm in Ayrshire',
    ],
  ])('“%s”', (note, kept) => {
    const out = withoutEmailDebris(note);
    expect(out).toContain(kept);
    expect(out).not.toMatch(/\b(?:that|this|mention|proud|loves it)\b/iu);
  });
});

const promotion = (details: string): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'excited_fun',
  length: 'medium',
  newHireName: 'Rosa María Quispe',
  currentRole: 'Shift lead, bottling line 2',
  newRole: 'Bottling Supervisor',
  promotionDetails: details,
});

describe('a message to the person closes the post or is left out', () => {
  it.each([
    'line 2 ran 14 weeks without a stoppage. joined us on the labelling table in 2015!! enhorabuena Rosa 🍾',
    'line 2 ran 14 weeks without a stoppage. joined us on the labelling table in 2015. parabéns Rosa',
    'line 2 ran 14 weeks without a stoppage, joined us on the labelling table in 2015. mabrouk Rosa!',
  ])('“%s”', async (details) => {
    for (const seed of [1, 2, 3]) {
      const options = await optionsOf(promotion(details), { seed });
      for (const option of options) {
        const word = /enhorabuena|parabéns|mabrouk/iu;
        const said = option.split('\n').filter((l) => word.test(l));
        // Said at most once, and only as the closing line or sentence.
        expect(said.length).toBeLessThanOrEqual(1);
        if (said.length) {
          expect(said[0]).not.toMatch(/^•/u);
          expect(option.trim().split('\n').at(-1)).toMatch(word);
          expect(option).not.toMatch(/\b(?:and|Rosa) (?:enhorabuena|parabéns|mabrouk)/iu);
        }
      }
    }
  });

  it('a thanks in another language is no detail line of the scannable post', async () => {
    const input: GenerationRequest = {
      messageType: 'achievements',
      tone: 'excited_fun',
      length: 'short',
      newHireName: 'Tevita Fifita',
      role: 'Court Interpreter',
      achievementDescription: 'interpreted the whole land title hearing alone',
      achievementDetails:
        'both colleagues were away so Tevita did all 4 days, Tongan + English, and the record was ready on time. malo aupito',
    };
    for (const seed of [1, 2]) {
      const options = await optionsOf(input, { seed });
      expect(options.join('\n')).not.toMatch(/•\s*Malo aupito/iu);
    }
  });
});

describe('a request about a name leaves the facts', () => {
  it('keeps the client’s facts when only their name is to stay out', () => {
    const note = '- the client saved est. $2M in fines\n- pls don’t mention the client by name';
    expect(withoutEmailDebris(note)).toContain('the client saved');
  });
});
