import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds, proseOf } from '../../testing.ts';
import { nlp } from './nlp.ts';

// compromise loads on first use (nlp.ts): loaded here, so no test's time includes it.
beforeAll(() => void nlp());

/**
 * Whether some sentence of the text opens with `start` (a fragment posted as a sentence); a
 * bulleted line is a list's item, where a fragment belongs.
 */
const opensSentence = (text: string, start: string) =>
  text
    .split('\n')
    .filter((line) => !line.startsWith('•'))
    .flatMap((line) => line.split(/(?<=[.!?])\s+/))
    .some((s) => s.toLowerCase().startsWith(start.toLowerCase()));

const promotion = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'casual_concise',
  length: 'medium',
  newHireName: 'Ana Silva',
  currentRole: 'Technician',
  newRole: 'Team Lead',
  startDate: '1 Dec 2026',
  ...fields,
});

const achievement = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'achievements',
  tone: 'warm_professional',
  length: 'medium',
  newHireName: 'Ana Silva',
  role: 'Technician',
  achievementDescription: '',
  achievementDetails: '',
  ...fields,
});

/**
 * ADR 163: a verbless item of a note (a tally, a measurement, a figure with its label) is
 * never posted in prose as a sentence: it follows a lead that says what it is ("The
 * numbers:", "Elin's record so far:"), a fragment that rates it stays with it, and a comma
 * between two measurements of one thing is never "and".
 */
describe('a verbless tally in a prose option', () => {
  it('is told after a lead, and a deed typed in its list takes the person (gp04)', async () => {
    const options = await postedOverSeeds(
      promotion({
        tone: 'confident_assertive',
        length: 'short',
        newHireName: 'Elin Mattsson',
        currentRole: 'First Mate, s/v Linnea',
        newRole: 'Master, s/v Linnea',
        promotionDetails:
          "Passed her master's (unlimited sail) cert Oct 2026. 3 Atlantic crossings as mate, zero LTIs, brought 28 t of coffee from Colombia fossil-free last spring. Takes command for the Jan voyage to the Azores.",
        startDate: 'sails 8 Jan',
      }),
    );
    for (const option of proseOf(options)) {
      expect(opensSentence(option, '3 Atlantic crossings')).toBe(false);
      expect(option).not.toMatch(/zero LTIs, brought/);
    }
    // The deed takes its subject in prose, or is a list's item.
    expect(options.join('\n')).toMatch(/(?:Elin|She) brought 28 t of coffee|^• Brought 28 t/m);
    expect(options.join('\n')).toContain('zero LTIs');
  });

  it('alone after a deed takes no lead, and is kept (ga09)', async () => {
    const options = await postedOverSeeds(
      achievement({
        tone: 'friendly_approachable',
        length: 'short',
        newHireName: 'Paul-Antoine Santoni',
        role: 'Meunier (miller)',
        achievementDescription:
          'AOP farine de châtaigne corse renewed, our first audit with zero remarks',
        achievementDetails:
          'he redid all the drying-house (séchoir) logs by hand for 3 seasons. 14 tonnes flour this year.',
      }),
    );
    // One tally alone takes no lead: "The numbers: average rating 4.9" was rewritten by the
    // twenty-second set's readers, and a label leading prose is the eval's prose_form_labels.
    for (const option of proseOf(options)) expect(option).not.toMatch(/The numbers: 14 tonnes/);
    expect(options.join('\n')).toContain('14 tonnes');
  });

  it('of years served alone takes no lead (yp12)', async () => {
    const options = await postedOverSeeds(
      promotion({
        newHireName: 'Ōta Haruki (太田 春樹)',
        currentRole: 'Production staff (early shift, 3:30am)',
        newRole: 'Production Lead – yuba & fried tofu line',
        promotionDetails:
          '4 yrs on the 3:30am shift. fixed our soy milk boiling temps → yuba sheets per batch from 60 to 85. trains the part-timers. from Jan he decides the daily production plan w/ me.',
        startDate: '1月5日 (Jan 5)',
      }),
    );
    for (const option of proseOf(options))
      expect(option).not.toMatch(/record so far: 4 years[^;,]*\./);
    expect(options.join('\n')).toContain('4 years on the 3:30am shift');
  });

  it('of its own shape: a count after a deed, a tenure before one', async () => {
    const kiln = await postedOverSeeds(
      achievement({
        achievementDescription: 'kiln passed its first safety inspection with no findings',
        achievementDetails:
          'she rebuilt the kiln door by hand over 2 winters. 40 firings this season.',
      }),
    );
    for (const option of proseOf(kiln)) expect(opensSentence(option, '40 firings')).toBe(false);
    expect(kiln.join('\n')).toContain('40 firings this season');
    const desk = await postedOverSeeds(
      promotion({
        length: 'short',
        promotionDetails: '12 yrs on the night desk. trained all our new dispatchers.',
      }),
    );
    for (const option of proseOf(desk)) expect(opensSentence(option, '12 years')).toBe(false);
    expect(desk.join('\n')).toContain('12 years on the night desk');
  });
});

describe('items of a typed list of figures', () => {
  it('are a list after a lead, the comma of one measurement kept (ga19)', async () => {
    const options = await postedOverSeeds(
      achievement({
        tone: 'casual_concise',
        newHireName: 'Don Refugio Orozco',
        role: 'Jimador mayor',
        achievementDescription:
          'his crew harvested 3,100 tons of blue agave this yr w/ no injuries, best sugar (brix) avg in 5 yrs',
        achievementDetails:
          '- 3,100 t piñas\n- avg 27 °Brix (prev 24)\n- 0 injuries w/ the coa, 8 man crew\n- picked the right plants, no overripe\n45 años de jimador. gracias Don Cuco 🌵',
      }),
    );
    for (const option of options) expect(option).not.toContain('coa and 8 man crew');
    for (const option of proseOf(options)) {
      expect(opensSentence(option, 'Average 27')).toBe(false);
      expect(opensSentence(option, '0 injuries')).toBe(false);
    }
    expect(options.join('\n')).toContain('27 °Brix (previous 24)');
  });

  it('keep two measurements of one thing together (ga20, and a shape of our own)', async () => {
    const gold = await postedOverSeeds(
      achievement({
        length: 'long',
        newHireName: 'Sakamoto Haruka',
        role: 'Gold leaf beater (haku-uchi), 6th year',
        achievementDescription:
          'Haruka-san beat and cut all 31,000 sheets of gold leaf for the restoration of the temple gate in Kyoto, delivered on schedule for the December ceremony',
        achievementDetails:
          "- 31,000 sheets at 0.1 micron, 10.9 cm squares\n- rejection rate under 1% (the temple's craftsmen checked every packet)\n- she also taught our apprentices Léa and Tomás the cutting with the bamboo frame",
      }),
    );
    for (const option of gold) expect(option).not.toContain('micron and 10.9');
    for (const option of proseOf(gold))
      expect(opensSentence(option, '31,000 sheets at')).toBe(false);
    expect(gold.join('\n')).toContain('0.1 micron, 10.9 cm squares');
    const tiles = await postedOverSeeds(
      achievement({
        achievementDescription: 'she relaid the whole station floor in one weekend',
        achievementDetails:
          '- 2,000 tiles at 4 mm, 20 cm squares\n- no complaints from the morning commuters',
      }),
    );
    for (const option of tiles) expect(option).not.toContain('4 mm and 20 cm');
  });
});

describe('a fragment that rates the figure before it', () => {
  it('stays with that figure (zp01)', async () => {
    const options = await postedOverSeeds(
      promotion({
        tone: 'excited_fun',
        length: 'short',
        newHireName: 'Kévin Wamytan',
        currentRole: 'pond technician',
        newRole: 'chef de bassins / Pond Supervisor (ponds 1–14)',
        promotionDetails:
          'survival rate on his ponds 62% → 78% this season!! 🦐 best on the farm. starts 1er déc',
      }),
    );
    for (const option of options) {
      if (/best on the farm/i.test(option)) expect(option).toContain('78%');
      expect(opensSentence(option, 'Best on the farm')).toBe(false);
    }
    expect(options.join('\n')).toMatch(/78% this season,? (?:the )?best on the farm/i);
  });

  it('of its own shape: a time, then how it ranks', async () => {
    const options = await postedOverSeeds(
      achievement({
        achievementDescription: 'our ambulance crew cut its response time',
        achievementDetails: 'avg response 9 min → 6 min. fastest in the region.',
      }),
    );
    for (const option of options) {
      if (/fastest in the region/i.test(option)) expect(option).toMatch(/6 min/);
      expect(opensSentence(option, 'Fastest in the region')).toBe(false);
    }
  });
});

describe('a typed list of skills', () => {
  it('is no sentence, and its bracket keeps its own mark (gw18)', async () => {
    const options = await postedOverSeeds({
      messageType: 'welcome',
      tone: 'confident_assertive',
      length: 'long',
      newHireName: 'Ndayishimiye, Claudine',
      role: 'Tour & logistics manager (Europe & Asia tours 2027)',
      startDate: 'asap, latest 10 dec',
      company:
        'Events coordinator at a hotel in Bujumbura, 5 yrs; before that visas desk at a travel agency',
      expertise:
        'visa files for 20+ performers, cargo for drums (ingoma are heavy!), budgets in BIF/EUR/USD, negotiating with festival promoters',
      hobbies: 'choir, gospel; she walks 10k every Sunday',
      funFact: 'she once got 18 drums through customs in Brussels in 40 min',
    });
    for (const option of options) expect(option).not.toContain('heavy.)');
    for (const option of proseOf(options)) expect(opensSentence(option, 'Visa files')).toBe(false);
    expect(options.join('\n')).toMatch(/visa files for more than 20 performers/i);
  });
});
