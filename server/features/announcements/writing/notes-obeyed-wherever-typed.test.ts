import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds, welcomeRequest } from '../testing.ts';

/**
 * A note to the writer is read by its kind wherever it is typed — any field, after a dash,
 * in brackets, after an arrow — obeyed, and never posted (ADR 156): a request about how to
 * write, a name to call the person by, a nickname to leave out, a hiding request ("not a
 * word about X"), an allow-list ("no client names except X"), a thanks request with its
 * manner, a line asked to be kept. What a note hides goes from every option; news that only
 * looks like a note stays. Each input is asserted on all three options of two seeds.
 */
const everyOption = (input: GenerationRequest) => postedOverSeeds(input);

const promotion = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'warm_professional',
  length: 'medium',
  newHireName: 'Amara Nwosu',
  currentRole: 'Technician',
  newRole: 'Senior Technician',
  promotionDetails: 'She led the line 3 changeover.',
  ...fields,
});

const achievement = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'achievements',
  tone: 'excited_fun',
  length: 'medium',
  newHireName: 'Pita Tuilagi',
  role: 'Groundsman',
  achievementDescription: 'Groundsman of the Year',
  achievementDetails: 'He relaid the main pitch in 9 days.',
  ...fields,
});

describe('a request about how to write is never posted, wherever it is typed (ADR 156)', () => {
  it.each<[GenerationRequest, RegExp, RegExp]>([
    [
      promotion({ promotionDetails: 'cut scrap by 30% on line 2. from March. keep brief pls' }),
      /keep brief/iu,
      /scrap by 30%/u,
    ],
    [
      promotion({
        tone: 'creative_playful',
        promotionDetails:
          'She rebuilt the cold store rota and trained 12 pickers. make it playful!! but professional',
      }),
      /but professional/iu,
      /12 pickers/u,
    ],
    [
      achievement({
        achievementDetails:
          'He relaid the main pitch in 9 days. Fans wrote in: "best turf in the league" ← pls use this haha',
      }),
      /←|please use|pls use/iu,
      /best turf in the league/u,
    ],
    [
      achievement({
        achievementDetails:
          'Relaid the main pitch in 9 days after the flood. Kia ora Pita! (keep the Māori, he will love it)',
      }),
      /keep the|will love it/iu,
      /Kia ora, Pita|Kia ora Pita/u,
    ],
    [
      achievement({
        tone: 'creative_playful',
        achievementDetails:
          'He relaid the main pitch in 9 days. keep it light... but respectful of the club',
      }),
      /respectful of the club|keep it light/iu,
      /9 days/u,
    ],
    [
      welcomeRequest({
        length: 'long',
        hobbies: 'trail running and sourdough, keep short please',
        funFact: 'she once rowed across a fjord',
      }),
      /keep short/iu,
      /sourdough/u,
    ],
  ])('%#', async (input, note, fact) => {
    const options = await everyOption(input);
    for (const option of options) expect(option).not.toMatch(note);
    expect(options.some((o) => fact.test(o))).toBe(true);
  });

  it('tells the line a "keep the <language>" asks for in every option', async () => {
    const options = await everyOption(
      promotion({
        newHireName: 'Tomás Ó Briain',
        promotionDetails:
          "Ran the Galway depot for 4 years with zero lost-time injuries. Go raibh maith agat Tomás! (keep the Irish, he'll like it)",
      }),
    );
    for (const option of options) {
      expect(option).toMatch(/Go raibh maith agat,? Tomás/u);
      expect(option).not.toMatch(/keep the Irish|like it/iu);
    }
  });
});

it('tells the line a "keep the <language> line: …" gives in every option, never the request', async () => {
  const options = await everyOption(
    welcomeRequest({
      newHireName: 'Priya Nair',
      funFact:
        'she was a stunt double in a Bollywood film. keep the Hindi line: "Swagat hai, Priya!"',
    }),
  );
  for (const option of options) {
    expect(option).toMatch(/Swagat hai, Priya/u);
    expect(option).not.toMatch(/keep the Hindi/iu);
  }
});

describe('the name a note asks for is the one posted (ADR 156)', () => {
  it.each<[GenerationRequest, RegExp, RegExp]>([
    [
      welcomeRequest({
        newHireName: 'Katherine Moss',
        expertise: 'payroll, Sage 50. please call her Kate not Katherine (her CV says Katherine)',
      }),
      /call her|CV says/iu,
      /\bKate\b/u,
    ],
    [
      promotion({
        newHireName: 'NAKAMURA, Kenji Robert',
        promotionDetails: 'Ran the night audit for 3 years. pls refer to him as Kenji, not Robert',
      }),
      /refer to him|not Robert/iu,
      /\bKenji\b/u,
    ],
  ])('%#', async (input, note, name) => {
    const options = await everyOption(input);
    for (const option of options) {
      expect(option).not.toMatch(note);
      expect(option).toMatch(name);
    }
  });

  it.each<[GenerationRequest, string]>([
    [
      promotion({
        newHireName: 'Dmitri "The Hammer" Volkov',
        promotionDetails:
          'Rigged 40 shows this year without a fault. no stage name in the post please',
      }),
      'The Hammer',
    ],
    [
      achievement({
        newHireName: "Pita 'Big Tui' Tuilagi",
        achievementDetails:
          "He relaid the main pitch in 9 days. Big Tui also ran the junior clinic. don't use his nickname pls",
      }),
      'Big Tui',
    ],
    [
      welcomeRequest({
        newHireName: 'Lerato "Lolo" Dlamini',
        hobbies: 'netball and pottery. leave the nickname out, she prefers Lerato at work',
      }),
      'Lolo',
    ],
  ])('%# leaves the nickname out', async (input, nickname) => {
    const options = await everyOption(input);
    for (const option of options) {
      expect(option).not.toContain(nickname);
      expect(option).not.toMatch(/nickname|stage name/iu);
    }
  });
});

describe('what a note hides is told nowhere, the note with it (ADR 156)', () => {
  it.each<[GenerationRequest, RegExp, RegExp]>([
    [
      achievement({
        achievementDetails:
          'He relaid the main pitch in 9 days\nThe under-12s won the county cup on it\nnot a word about the sprinkler flood in May pls 😅',
      }),
      /flood|sprinkler|not a word/iu,
      /county cup/u,
    ],
    [
      achievement({
        tone: 'warm_professional',
        achievementDetails:
          'He relaid the main pitch in 9 days. The drainage failure in March closed it for a week. The under-12s won the county cup on it. zero on the drainage failure pls lol',
      }),
      /drainage|zero on/iu,
      /county cup/u,
    ],
    [
      promotion({
        promotionDetails:
          'Amara led the line 3 changeover two weeks early. nothing about the forklift incident please',
      }),
      /forklift|nothing about/iu,
      /two weeks early/u,
    ],
  ])('%#', async (input, hidden, fact) => {
    const options = await everyOption(input);
    for (const option of options) expect(option).not.toMatch(hidden);
    expect(options.some((o) => fact.test(o))).toBe(true);
  });

  it.each<[GenerationRequest, RegExp, RegExp]>([
    [
      promotion({
        tone: 'creative_playful',
        length: 'long',
        promotionDetails:
          'Amara catered the Heineken launch + the Lisbon food festival (3,000 covers!), wrote the allergen checklist we all use, and rescued the Vodafone gala when the oven died. From May she runs all event kitchens. no client names except Lisbon (public)',
      }),
      /Heineken|Vodafone|client names|public\)/u,
      /Lisbon food festival/u,
    ],
    [
      achievement({
        length: 'long',
        achievementDetails:
          'He relaid the pitches for Riverside Rovers and the Harbour Cup final, and trained 6 apprentices. please no venue names other than the Harbour Cup',
      }),
      /Riverside|venue names/u,
      /Harbour Cup/u,
    ],
  ])('%# an allow-list hides the names it does not allow', async (input, hidden, allowed) => {
    const options = await everyOption(input);
    for (const option of options) expect(option).not.toMatch(hidden);
    expect(options.some((o) => allowed.test(o))).toBe(true);
  });
});

describe('a thanks request is said briefly, its manner never posted (ADR 156)', () => {
  it.each<[GenerationRequest, RegExp, RegExp]>([
    [
      welcomeRequest({
        expertise:
          'SAP, forklift licence. Note: she takes over from Mr Okafor who retired after 30 yrs — pls thank Okafor too but briefly',
      }),
      /briefly|Note:/u,
      /Thanks to Mr Okafor/u,
    ],
    [
      promotion({
        promotionDetails:
          'Amara led the line 3 changeover. Her mentor Auntie Grace trained her on nights. pls thank Grace as well, just in one line',
      }),
      /one line|pls thank/iu,
      /Thanks to Auntie Grace/u,
    ],
  ])('%#', async (input, manner, thanks) => {
    const options = await everyOption(input);
    for (const option of options) expect(option).not.toMatch(manner);
    expect(options.some((o) => thanks.test(o))).toBe(true);
  });
});

describe('news that only looks like a note stays (ADR 156)', () => {
  it.each<[GenerationRequest, RegExp]>([
    [
      promotion({
        promotionDetails: 'She is firm but respectful with suppliers and cut costs 12%.',
      }),
      /firm but respectful/u,
    ],
    [
      promotion({
        promotionDetails: 'She ran nights for 6 years: tough, but kind with the apprentices.',
      }),
      /kind with the apprentices/u,
    ],
    [
      promotion({
        promotionDetails:
          'She opened the Lisbon and Porto kitchens and trained 20 cooks. Thanks to Chef Ana who mentored her.',
      }),
      /Porto/u,
    ],
    [
      achievement({
        achievementDetails:
          'He ran the Dunedin and Wellington tournaments with no injuries except a sprained wrist.',
      }),
      /Dunedin and Wellington/u,
    ],
    [
      welcomeRequest({
        expertise: 'Spanish and Portuguese; keeps the books for two charities',
      }),
      /books for two charities/u,
    ],
    [
      achievement({
        achievementDetails:
          'He relaid the main pitch in 9 days. The club asked us to call him "Mr Turf" at the awards.',
      }),
      /9 days/u,
    ],
  ])('%#', async (input, fact) => {
    const options = await everyOption(input);
    expect(options.some((o) => fact.test(o))).toBe(true);
  });
});
