import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { asksNoEmoji, asksNoFuss, withoutEmailDebris } from './instructions.ts';
import { isLogistics } from './logistics.ts';
import { optionsOf } from './composer/testing.ts';

/**
 * Notes addressed to the writer are obeyed, never posted (ADR 132): an instruction is never
 * a sentence or a bullet; what it asks that the writer can do is done; an unconfirmed fact
 * and an internal process note are left out.
 */
describe('an instruction is never posted, the facts around it stay (ADR 132)', () => {
  it.each([
    // after a full stop, "please … make that clear": the fact it points at is kept, as a fact
    [
      'Won the county welding final. but the medal is hers, please make that clear',
      ['Won the county welding final.', 'the medal is hers'],
      ['clear', 'please'],
    ],
    // relayed request: "she asked us to say …" tells what she asked
    [
      "She asked us to say 'the workshop' won, not just her",
      ['the workshop won'],
      ['asked us', "'"],
    ],
    // a note about the post: thanks elsewhere, forwarding
    [
      'Organised 40 volunteers over 3 weekends. we will thank him separately, not in this message',
      ['Organised 40 volunteers over 3 weekends.'],
      ['thank', 'separately', 'message'],
    ],
    [
      'Ran the stock take in two nights. Please no details about clients, this gets forwarded.',
      ['Ran the stock take in two nights.'],
      ['forwarded', 'clients'],
    ],
    // "no details about X": every part speaking of X goes
    [
      'Raised £12,000 for the shelter.\nThe shelter address is 4 Mill Lane.\nPlease no details about clients or the shelter address',
      ['Raised £12,000 for the shelter.'],
      ['Mill Lane', 'details', 'clients'],
    ],
    // the person's shyness as the reason for a request about the post
    ["she's shy so nothing too loud", [], ['shy', 'loud']],
    ['Speaks Tagalog; he is very private so not too showy pls', ['Speaks Tagalog'], ['private']],
    // another language, after a dash: the part before it goes too
    ['Ist 61 - bitte nicht erwähnen', [], ['61', 'erwähnen']],
    [
      'Fluent in Welsh. Cumple 50 en mayo - no lo menciones',
      ['Fluent in Welsh.'],
      ['50', 'mencion'],
    ],
    // an aside with a fact after its comma keeps the fact
    ["don't mention his age, ICU 12 yrs", ['ICU 12 yrs'], ['age', 'mention']],
    // in capitals, with "FYI", with "note:"
    ['Built the new till system. FYI NO EMOJIS PLS', ['Built the new till system.'], ['EMOJI']],
    [
      'Note: keep it short. Trained all 14 apprentices',
      ['Trained all 14 apprentices'],
      ['short', 'Note'],
    ],
  ])('%j', (note, kept, gone) => {
    const out = withoutEmailDebris(note);
    for (const k of kept) expect(out).toContain(k);
    for (const g of gone) expect(out.toLowerCase()).not.toContain(g.toLowerCase());
  });

  it.each([
    "she'll please any crowd with her sourdough",
    "don't let her quiet manner fool you, she ran the Lisbon office",
    'her motto is "please don\'t rush the dough"',
    'is not sure-footed on ladders but climbs anyway',
    'Took the call centre from 40 to 12 second waits.',
  ])('a fact with "please" or "don\'t" stays: %j', (note) => {
    expect(withoutEmailDebris(note)).toBe(note);
  });
});

describe('an unconfirmed fact is left out (ADR 132)', () => {
  it.each([
    ['plays accordion (not sure, ask him before posting)', ''],
    ['Speaks Welsh, plays accordion (tbc)', 'Speaks Welsh'],
    ['Ran the Berlin office. Moving to Oslo in spring? not sure', 'Ran the Berlin office.'],
    ['Trains the juniors; climbed Kilimanjaro (ask her first)', 'Trains the juniors'],
    ['Coaches the U12s - unconfirmed, check with him', ''],
  ])('%j', (note, kept) => {
    expect(withoutEmailDebris(note)).toBe(kept);
  });
});

describe('an internal process note is hiring logistics, a deed is not (ADR 132)', () => {
  it.each([
    'formal letter from HR to follow',
    'Official letter from HR will follow next week',
    'contract from People team to come',
    'payroll details sorted',
    'added to payroll from the 1st',
  ])('logistics: %j', (text) => expect(isLogistics(text)).toBe(true));
  it.each([
    "led the audit of 600 workers' payroll",
    'rebuilt the payroll system for 3 sites',
    'Moved the whole payroll team to the new office',
  ])('a deed: %j', (text) => expect(isLogistics(text)).toBe(false));
});

describe('requests about the post are obeyed (ADR 132)', () => {
  it.each(['no emojis pls', 'NO EMOJI PLEASE', '(no emoji)', 'FYI no emojis'])(
    'no emoji: %j',
    (text) => expect(asksNoEmoji(text)).toBe(true),
  );
  it('no emoji asked is no emoji in any option', async () => {
    const input: GenerationRequest = {
      messageType: 'welcome',
      tone: 'excited_fun',
      length: 'short',
      newHireName: 'Ines Braun',
      role: 'Nurse',
      hobbies: 'bouldering, no emojis pls',
    };
    for (const seed of [1, 2, 3]) {
      const options = await optionsOf(input, { seed });
      for (const o of options) expect(o).not.toMatch(/\p{Extended_Pictographic}/u);
    }
  });
  it.each(["she's shy so nothing too loud", 'nothing too loud pls', 'not too showy'])(
    'no fuss: %j',
    (text) => expect(asksNoFuss(text)).toBe(true),
  );
  it.each([
    "pls don't call it a promotion, it's a sideways move into a lead role",
    'Please do not call this a PROMOTION',
    "don't use the word 'promotion' pls",
  ])('a word asked never to be used is in no option: %j', async (details) => {
    const input: GenerationRequest = {
      messageType: 'promotion',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Dev Patel',
      currentRole: 'Senior Analyst',
      newRole: 'Analytics Lead',
      promotionDetails: `Led the audit of 600 workers' payroll last spring. ${details}`,
    };
    for (const seed of [1, 2, 3]) {
      const options = await optionsOf(input, { seed });
      for (const o of options) {
        expect(o).not.toMatch(/promot/iu);
        expect(o).not.toMatch(/call (?:it|this)/iu);
      }
      expect(options.join('\n')).toMatch(/payroll/u);
    }
  });
});
