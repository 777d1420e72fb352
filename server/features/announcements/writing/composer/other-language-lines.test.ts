import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds } from '../../testing.ts';
import { nlp } from './nlp.ts';

beforeAll(() => void nlp());

/**
 * ADR 169: a note in another language is never a line labelled for the writer ("In the
 * notes: “10 años aquí”"). A length of service is told in English when every word is
 * certain; a date belongs to the start-date reader; a note the writer cannot read and that
 * repeats nothing is left out; a review's words never stand as a sentence's subject. Every
 * option, two seeds, through the check pass.
 */
const promotion = (fields: Partial<GenerationRequest>) =>
  ({
    messageType: 'promotion',
    tone: 'casual_concise',
    length: 'short',
    newHireName: 'José Luis Aranda',
    currentRole: 'operador de bombo (drum operator)',
    newRole: 'jefe de turno – wet blue',
    ...fields,
  }) as GenerationRequest;

const NO_LABEL = /In the notes/i;

describe('notes in another language as lines of a post', () => {
  it('tells "10 años aquí" as ten years with us, never under a label (yp13)', async () => {
    const options = await postedOverSeeds(
      promotion({ promotionDetails: '10 años aquí. best drum op we have' }),
    );
    for (const option of options) {
      expect(option).not.toMatch(NO_LABEL);
      expect(option).not.toMatch(/años/);
    }
    expect(options.some((o) => /10 years/.test(o))).toBe(true);
  });

  it('tells "8 ans chez nous" the same way (own shape)', async () => {
    const options = await postedOverSeeds(
      promotion({ promotionDetails: 'best drum op we have. 8 ans chez nous' }),
    );
    for (const option of options) expect(option).not.toMatch(/In the notes|ans chez/);
    expect(options.some((o) => /8 years/.test(o))).toBe(true);
  });

  it('tells "45 años de jimador" only because "jimador" is the title (ga19)', async () => {
    const options = await postedOverSeeds({
      messageType: 'achievements',
      tone: 'casual_concise',
      length: 'medium',
      newHireName: 'Don Refugio Orozco',
      role: 'Jimador mayor',
      achievementDescription:
        'his crew harvested 3,100 tons of blue agave this yr w/ no injuries, best sugar (brix) avg in 5 yrs',
      achievementDetails:
        '- 3,100 t piñas\n- avg 27 °Brix (prev 24)\n- 0 injuries w/ the coa, 8 man crew\n- picked the right plants, no overripe\n45 años de jimador. gracias Don Cuco 🌵',
    });
    for (const option of options) {
      expect(option).not.toMatch(NO_LABEL);
      expect(option).not.toMatch(/años de/);
      // A length of service adds up to no count: never "(0 injuries…)" after it.
      expect(option).not.toMatch(/45 years \(/);
    }
    expect(options.some((o) => /a jimador for 45 years/.test(o))).toBe(true);
  });

  it('says "40 años on the bench" in English and never repeats it untranslated (ra06)', async () => {
    const options = await postedOverSeeds({
      messageType: 'achievements',
      tone: 'friendly_approachable',
      length: 'long',
      newHireName: 'Doña Altagracia Peña',
      role: 'Torcedora (master roller)',
      achievementDescription: '40 años on the bench + rolled the anniversary box',
      achievementDetails:
        '40 años torciendo. rolled the special 25-cigar anniversary box, 0 rejects. she taught half the gallery',
      expertise: '',
    });
    for (const option of options) {
      expect(option).not.toMatch(/años|torciendo|In the notes/);
      expect(option).toMatch(/40 years on the bench/);
      expect(option).toMatch(/0 rejects/);
    }
  });

  it('leaves "45 años de servicio" out rather than guess its words (own shape)', async () => {
    const options = await postedOverSeeds(
      promotion({ promotionDetails: 'best drum op we have. 45 años de servicio' }),
    );
    for (const option of options) {
      expect(option).not.toMatch(/In the notes|años|as a servicio/);
      expect(option).toMatch(/drum op/i);
    }
  });

  it('leaves out a fun fact the writer cannot read, keeping the rest (gw12)', async () => {
    const options = await postedOverSeeds({
      messageType: 'welcome',
      tone: 'friendly_approachable',
      length: 'medium',
      newHireName: 'Kossi Agbéko',
      role: 'Animateur / morning show co-host (6h-9h)',
      startDate: 'lundi 30 nov',
      company: 'Radio scolaire at Université de Lomé',
      expertise: 'Ewe, Mina, French, English - sports and agri market prices segment',
      hobbies: 'football, DJ at weddings on weekends',
      funFact: "il connaît tous les prix du maïs au marché d'Adawlato par cœur lol",
    });
    for (const option of options) {
      expect(option).not.toMatch(/In the notes|connaît|par cœur/);
      expect(option).toMatch(/30 November/);
    }
  });

  it('reads "starts 1er déc" as the start date, never a quoted note (zp01)', async () => {
    const options = await postedOverSeeds({
      messageType: 'promotion',
      tone: 'excited_fun',
      length: 'short',
      newHireName: 'Kévin Wamytan',
      currentRole: 'pond technician',
      newRole: 'chef de bassins / Pond Supervisor (ponds 1–14)',
      promotionDetails:
        'survival rate on his ponds 62% → 78% this season!! 🦐 best on the farm. starts 1er déc',
      startDate: '1 Dec 2026',
    });
    for (const option of options) {
      expect(option).not.toMatch(/In the notes|1er|déc/);
      // The details say when: the form's start day is not told a second time.
      expect(option.match(/1 December/g)?.length ?? 0).toBeLessThanOrEqual(1);
    }
    expect(options.some((o) => /1 December/.test(o))).toBe(true);
    expect(options.some((o) => /62% to 78%/.test(o))).toBe(true);
  });

  it('reads "starts 3º de enero" in a note as a day in English (own shape)', async () => {
    const options = await postedOverSeeds(
      promotion({ promotionDetails: 'best drum op we have. starts 3º de enero' }),
    );
    for (const option of options) expect(option).not.toMatch(/In the notes|enero|3º/);
    expect(options.some((o) => /3 January/.test(o))).toBe(true);
  });

  it('posts a quoted review in another language with its English frame (own shape)', async () => {
    const options = await postedOverSeeds(
      promotion({
        promotionDetails: 'best drum op we have. the plant manager wrote: «el mejor del turno»',
      }),
    );
    for (const option of options) expect(option).not.toMatch(NO_LABEL);
    expect(options.some((o) => /«el mejor del turno»/.test(o))).toBe(true);
  });

  it('posts a quotation with its speaker after a dash whole, never a list (own shape)', async () => {
    const options = await postedOverSeeds(
      promotion({
        promotionDetails:
          'best drum op we have. «merci pour tout, équipe au top» — Danone, our biggest client',
      }),
    );
    for (const option of options) expect(option).not.toMatch(/In the notes|Danone and/);
    expect(
      options.some((o) =>
        /«[mM]erci pour tout, équipe au top» — Danone, our biggest client/.test(o),
      ),
    ).toBe(true);
  });
});

describe('a review quoted as the subject of a sentence', () => {
  const captain = (promotionDetails: string) =>
    ({
      messageType: 'promotion',
      tone: 'excited_fun',
      length: 'medium',
      newHireName: 'Jasmine "Jazz" Lawrence',
      currentRole: 'Deckhand & hydrophone operator',
      newRole: 'Captain (Sea Cat 2)',
      startDate: 'first trip 5 dec',
      promotionDetails,
    }) as GenerationRequest;

  it('makes the reviews the subject and the quotation their words (gp07)', async () => {
    const options = await postedOverSeeds(
      captain(
        'got her captain\'s licence from the maritime admin!! 4 seasons with us, she found the sperm whale family (Unit A, the "Group of Seven" lol) 9 out of 10 trips last season w/ the hydrophone. guests love her - "best day of our whole Caribbean trip" on TripAdvisor mentioned her by name like 30 times',
      ),
    );
    for (const option of options) expect(option).not.toMatch(/trip" on TripAdvisor mentioned/);
    expect(
      options.some((o) =>
        /TripAdvisor reviews \("best day of our whole Caribbean trip"\) mentioned her by name about 30 times/.test(
          o,
        ),
      ),
    ).toBe(true);
  });

  it('does the same for a review on Google at a sentence start (own shape)', async () => {
    const options = await postedOverSeeds(
      captain("got her captain's licence. “Best crew ever” on Google named her 12 times"),
    );
    for (const option of options) expect(option).not.toMatch(/ever” on Google named/);
    expect(
      options.some((o) => /Google reviews \(“Best crew ever”\) named her 12 times/.test(o)),
    ).toBe(true);
  });
});
