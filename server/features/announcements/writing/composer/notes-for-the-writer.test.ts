import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { asideOf } from '../asides.ts';
import { asksNotToBeNamed, typistSpeaks, withoutEmailDebris } from '../instructions.ts';
import { nlp } from './nlp.ts';
import { detailClauses, earnedSentence, servedFor } from './promotion-details.ts';
import { optionsOf } from './testing.ts';
import { withoutDebris } from './tidy.ts';

beforeAll(() => void nlp());

/**
 * ADR 101: notes meant for the writer, and a manager's asides, are never posted; notes pasted
 * choppy are said in the frame their words allow, or left to the scannable post. Inputs of
 * our own, in the shapes the fourteenth set's readers graded C.
 */
describe('notes meant for the writer are not posted (ADR 101)', () => {
  it('reads "so no … please" and "no … please" as a request about the post', () => {
    expect(asideOf("he's very private so no family talk please")).toEqual({ kind: 'drop' });
    expect(asideOf('no baby pics pls')).toEqual({ kind: 'drop' });
    // A request to name no one is still obeyed as such, and a quoted word is still avoided.
    expect(asideOf('no student names please')).toMatchObject({ kind: 'avoid', names: true });
    expect(asideOf("no 'rock star' jokes please")).toMatchObject({ words: ['rock star'] });
    expect(
      withoutEmailDebris("Spark, dbt. he's private so no family talk pls, keep it low key"),
    ).toBe('Spark, dbt.');
  });

  it("drops a manager's asides: “big one”, “honestly”, “anyway”", () => {
    expect(withoutEmailDebris('huge one. rebuilt the supplier list from scratch')).toBe(
      'rebuilt the supplier list from scratch',
    );
    expect(withoutEmailDebris('she carries the team. big one!')).toBe('she carries the team.');
    // The word alone goes with the rest of the chat debris, where it opens or closes a clause.
    expect(withoutDebris('already coaches the new hires informally anyway')).toBe(
      'already coaches the new hires informally',
    );
    expect(withoutDebris('honestly she carries the team.\ntbh, best on nights')).toBe(
      'she carries the team.\nbest on nights',
    );
    // "anyway" inside a clause says "despite": the fact's own word.
    expect(withoutDebris('came in anyway, the day after the flood')).toBe(
      'came in anyway, the day after the flood',
    );
  });

  it('reads a field whose own note asks not to name it', () => {
    expect(asksNotToBeNamed('Baker Hollis LLP - please dont name them in the post')).toBe(true);
    expect(asksNotToBeNamed('Nordvik Bank (pls don’t mention the bank)')).toBe(true);
    expect(asksNotToBeNamed('Baker Hollis LLP')).toBe(false);
    expect(asksNotToBeNamed('Name Brands Ltd')).toBe(false);
  });

  const welcome = {
    messageType: 'welcome',
    tone: 'confident_assertive',
    length: 'short',
    newHireName: 'Ines Ferreira',
    role: 'Senior Counsel',
    startDate: 'Mon 9 Feb',
    company: 'Baker Hollis LLP - please dont name them in the post',
    expertise: 'shipping law, charter party disputes',
    hobbies: 'rowing',
    funFact: "She's very private so no family talk please",
  } as GenerationRequest;

  it('names neither the firm nor the request in any option, and keeps the facts', async () => {
    for (const seed of [1, 2]) {
      const options = await optionsOf(welcome, { seed });
      for (const option of options) {
        expect(option).not.toMatch(/Baker|Hollis|name them|family talk|private/i);
        expect(option).toMatch(/Senior Counsel/);
      }
      expect(options.some((o) => /shipping law/.test(o))).toBe(true);
    }
  });

  it('still names a firm whose field holds no such note', async () => {
    const options = await optionsOf({ ...welcome, company: 'Baker Hollis LLP' });
    expect(options.every((o) => /Baker Hollis/.test(o))).toBe(true);
  });
});

describe('notes pasted choppy get the frame their words allow (ADR 101)', () => {
  const person = new Set(['sipho', 'dlamini']);

  it('says a measure that moved with "is" or "are" only', () => {
    expect(earnedSentence('heat use down 35 kcal/kg clinker', 'Arjun')).toBe(
      'Heat use is down 35 kcal/kg clinker.',
    );
    expect(earnedSentence('avg handle time down 22%', 'Sipho')).toBe(
      'Avg handle time is down 22%.',
    );
    expect(earnedSentence('complaints down 30%', 'Sipho')).toBe('Complaints are down 30%.');
  });

  it('says a deed with its adverb, and time acting in the role as the person’s', () => {
    expect(earnedSentence('already coaches the new hires informally', 'Sipho')).toBe(
      'Sipho already coaches the new hires informally.',
    );
    expect(detailClauses('acting AM since june, now confirmed', person)).toEqual([
      'has been acting AM since june',
    ]);
    expect(servedFor('15-year service')).toBe('after 15 years of service');
  });

  it('cuts a title held typed first before other notes, and leaves two parts whole', () => {
    expect(
      detailClauses(
        'top seller 4 months running, churn down 15%, already coaches the new hires',
        person,
      ),
    ).toEqual(['top seller 4 months running', 'churn down 15%', 'already coaches the new hires']);
    expect(detailClauses('top seller 6 months running, about £40k a month', person)).toEqual([
      'top seller 6 months running, about £40k a month',
    ]);
  });

  it('reads the typist’s own voice', () => {
    expect(typistSpeaks('now reports to me, team of 5')).toBe(true);
    expect(typistSpeaks('I’m so proud of her')).toBe(true);
    expect(typistSpeaks('leads a team of 5')).toBe(false);
    expect(typistSpeaks('Team I of the relay')).toBe(true);
  });

  const promotion = {
    messageType: 'promotion',
    tone: 'inspiring_motivational',
    length: 'medium',
    newHireName: 'Rosa Lindqvist',
    currentRole: 'Engineer II',
    newRole: 'Engineering Manager, Payments',
    promotionDetails:
      'big one. she rebuilt the payments ledger from scratch, it now runs 40% faster. now reports to me, team of 5',
    expertise: 'Kotlin, ledgers',
  } as GenerationRequest;

  it("posts no manager's aside, and keeps the note's fact to the scannable post", async () => {
    const [chat, narrative, scannable] = await optionsOf(promotion);
    for (const option of [chat!, narrative!, scannable!]) expect(option).not.toMatch(/big one/i);
    for (const option of [chat!, narrative!]) expect(option).not.toMatch(/reports to me/i);
    // "reports to me" is the typist's own place, never posted (ADR 196); the team's size stays.
    expect(scannable).not.toMatch(/reports to me/i);
    expect(scannable).toMatch(/team of 5/i);
  });

  it('says each note of a pasted line in its own frame, never the line whole', async () => {
    const options = await optionsOf({
      messageType: 'promotion',
      tone: 'friendly_approachable',
      length: 'medium',
      newHireName: 'Sipho Dlamini',
      currentRole: 'Sales Agent',
      newRole: 'Team Leader - Sales',
      promotionDetails:
        'top seller 4 mos running, churn down 15%, already coaches the new hires informally anyway lol',
    } as GenerationRequest);
    for (const option of options.slice(0, 2)) {
      expect(option).toMatch(/Sipho has been top seller for 4 months running/);
      expect(option).toMatch(/Churn is down 15%/);
      expect(option).not.toMatch(/running, churn|anyway|lol/i);
    }
  });
});
