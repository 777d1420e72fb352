import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { greetingOf, greetingSaid } from './greetings.ts';
import { optionsOf } from './testing.ts';

/**
 * A greeting, cheer or thanks typed in the team's own language is said once, whole, as the
 * post's closing line, with the name the user typed set off by its comma (ADR 131): never
 * doubled ("Felicidades Yese, Yesenia!"), never glued mid-post ("…; Welkom Rishi"), never a
 * fact bullet, never with an "and" inside it.
 */
describe('a greeting in another language is read whole', () => {
  it.each([
    ['felicidades Mari!', { words: 'felicidades', address: 'Mari', tail: '', spanish: true }],
    ['¡Enhorabuena, Chelo! 🎉', { words: 'Enhorabuena', address: 'Chelo', emoji: '🎉' }],
    ['mahalo nui loa Kai', { words: 'mahalo nui loa', address: 'Kai' }],
    ['welkom Daan', { words: 'welkom', address: 'Daan' }],
    ['Felicitări domnule Andrei', { words: 'Felicitări', address: 'domnule Andrei' }],
    ['Поздравляем Игорь 🎉', { words: 'Поздравляем', address: 'Игорь', emoji: '🎉' }],
    ['ما شاء الله', { words: 'ما شاء الله', address: '', tail: '' }],
    ['mire se erdhe Arben', { words: 'mire se erdhe', address: 'Arben' }],
    ['gut gemacht, Lukas 👏', { words: 'gut gemacht', address: 'Lukas', emoji: '👏' }],
    ['seja bem-vinda Ana Luiza', { words: 'seja bem-vinda', address: 'Ana Luiza' }],
    ['mil gracias Nacho, sos un genio', { address: 'Nacho', tail: 'sos un genio' }],
    ['Karibu Zawadi!', { words: 'Karibu', address: 'Zawadi' }],
  ])('“%s”', (text, expected) => {
    expect(greetingOf(text)).toMatchObject(expected);
  });

  it.each([
    ['¡Felicidades, Yese! 🇪🇸', 'Yese', '🇪🇸'],
    ['Parabéns, João 🎉🇧🇷', 'João', '🎉🇧🇷'],
    ['Goed gedaan Sanne 👍🏽', 'Sanne', '👍🏽'],
    ['Felicitări, Ana! 🇷🇴', 'Ana', '🇷🇴'],
  ])('takes a flag or a skin tone after it as its emoji: %s', (text, address, emoji) => {
    expect(greetingOf(text)).toMatchObject({ address, tail: '', emoji });
  });

  it('reads a name typed in lower case as the address when it is the person’s', () => {
    expect(greetingOf('felicidades yese', new Set(['yese', 'yesenia']))).toMatchObject({
      address: 'yese',
    });
  });

  it.each([
    'gracias for covering my shift on Sunday',
    'Bravo team',
    'welcome Rishi',
    'bienvenido al equipo: 3 turnos',
    'hamba kahle Sipho',
    'danke schön to the night crew',
  ])('“%s” is no greeting (read as typed)', (text) => {
    expect(greetingOf(text)).toBeUndefined();
  });

  it.each([
    ['felicidades Mari!', 'Marisol', true, '¡Felicidades, Mari!'],
    ['felicidades Mari!', 'Marisol', false, 'Felicidades, Mari.'],
    ['sto lat', 'Janek', true, 'Sto lat, Janek!'],
    ['ما شاء الله', 'Omar', true, 'ما شاء الله!'],
    ['goed gedaan Femke 💐', 'Femke', true, 'Goed gedaan, Femke! 💐'],
    ['Felicitări domnule Andrei', 'Andrei', false, 'Felicitări, domnule Andrei.'],
  ])('“%s” closes as said (%s)', (text, short, exclaim, said) => {
    expect(greetingSaid(greetingOf(text)!, short, exclaim)).toBe(said);
  });
});

const achievement = (over: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'achievements',
  tone: 'excited_fun',
  length: 'medium',
  newHireName: 'Marisol Gutiérrez',
  role: 'Stock Controller',
  achievementDescription: 'closed the year-end stock count with zero variances',
  achievementDetails: 'counted 14,000 lines across both sites. felicidades Mari!',
  ...over,
});

const welcome = (over: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'welcome',
  tone: 'friendly_approachable',
  length: 'medium',
  newHireName: 'Daan Visser',
  role: 'Finance Analyst',
  team: 'Controlling',
  ...over,
});

const promotion = (over: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'warm_professional',
  length: 'medium',
  newHireName: 'Andrei Munteanu',
  currentRole: 'Depot Supervisor',
  newRole: 'Depot Manager',
  promotionDetails: 'ran the Cluj depot audit in 3 weeks',
  ...over,
});

describe('the greeting closes the post once, whole (ADR 131)', () => {
  it.each<[string, GenerationRequest, RegExp, string]>([
    // Spanish, the details' end, a nickname the form does not give: "¡…!", never doubled.
    ['Spanish, details end, nickname', achievement({}), /felicidades/iu, '¡Felicidades, Mari!'],
    // Hawaiian, the fun fact's end, a nickname.
    [
      'Hawaiian, fun fact end',
      welcome({
        newHireName: 'Kainoa Akana',
        funFact: 'paddles outrigger canoes every weekend. mahalo nui loa Kai',
      }),
      /mahalo/iu,
      'Mahalo nui loa, Kai!',
    ],
    // Dutch, after a semicolon in the skills.
    [
      'Dutch, after a semicolon',
      welcome({ expertise: 'SAP FICO and month-end close; welkom Daan' }),
      /welkom/iu,
      'Welkom, Daan!',
    ],
    // Romanian, the details' first line, an honorific.
    [
      'Romanian, first line, honorific',
      promotion({
        tone: 'excited_fun',
        promotionDetails: 'Felicitări domnule Andrei\nran the Cluj depot audit in 3 weeks',
      }),
      /felicit/iu,
      'Felicitări, domnule Andrei!',
    ],
    // Russian with an emoji, the full name's given name.
    [
      'Russian with emoji',
      achievement({
        newHireName: 'Игорь Смирнов',
        role: 'Data Analyst',
        achievementDescription: 'rebuilt the churn model',
        achievementDetails: 'cut false alarms by a third. Поздравляем Игорь 🎉',
      }),
      /поздравляем/iu,
      'Поздравляем, Игорь!',
    ],
    // Swahili, the whole fun fact, typed with "!".
    [
      'Swahili, the whole fun fact',
      welcome({
        newHireName: 'Zawadi Mwangi',
        role: 'Field Nurse',
        team: 'Outreach',
        funFact: 'Karibu Zawadi!',
      }),
      /karibu/iu,
      'Karibu, Zawadi!',
    ],
    // Albanian, a confident tone: a full stop.
    [
      'Albanian, confident tone',
      welcome({
        newHireName: 'Arben Hoxha',
        role: 'Site Engineer',
        tone: 'confident_assertive',
        expertise: 'tunnel boring, 9 yrs',
        funFact: 'mirë se erdhe Arben',
      }),
      /mir[eë] se erdhe/iu,
      'Mirë se erdhe, Arben.',
    ],
    // German after a comma, with an emoji.
    [
      'German after a comma',
      achievement({
        newHireName: 'Lukas Becker',
        role: 'Line Cook',
        achievementDescription: 'ran the grill alone on Saturday',
        achievementDetails: '180 covers and no returns, gut gemacht Lukas 👏',
      }),
      /gut gemacht/iu,
      'Gut gemacht, Lukas!',
    ],
    // Arabic with no name: said as typed, no Latin name glued to it.
    [
      'Arabic, no name',
      welcome({
        newHireName: 'Omar Haddad',
        role: 'Accountant',
        team: 'Finance',
        funFact: 'plays the oud at weddings. ما شاء الله',
      }),
      /ما شاء الله/u,
      'ما شاء الله!',
    ],
    // Polish with no name: the post's name is the address.
    [
      'Polish, no name',
      achievement({
        newHireName: 'Jan Kowalski',
        role: 'Baker',
        achievementDescription: '40 years at the bakery',
        achievementDetails: 'started at 16 on the ovens. Sto lat',
      }),
      /sto lat/iu,
      'Sto lat, Jan!',
    ],
    // Spanish with a tail of its own, the preferred name typed.
    [
      'Spanish with a tail',
      achievement({
        newHireName: 'Ignacio Luna',
        preferredName: 'Nacho',
        role: 'Sous Chef',
        tone: 'casual_concise',
        achievementDescription: 'ran the kitchen alone on New Year’s Eve',
        achievementDetails: '240 covers, no returns. Mil gracias Nacho, sos un genio',
      }),
      /mil gracias/iu,
      '¡Mil gracias, Nacho, sos un genio!',
    ],
  ])('%s', async (_label, input, word, closing) => {
    let closed = false;
    for (const seed of [1, 2, 3]) {
      const options = await optionsOf(input, { seed });
      for (const option of options) {
        const lines = option.trim().split('\n');
        const said = lines.filter((l) => word.test(l));
        const times = option.split(word).length - 1;
        expect(times, option).toBeLessThanOrEqual(1);
        if (!said.length) continue;
        expect(said[0], option).not.toMatch(/^\s*•/u);
        expect(lines.at(-1), option).toMatch(word);
        // The greeting ends the post: nothing after it but its emoji.
        expect(lines.at(-1)!.split(word).at(-1), option).not.toMatch(/[.!]\s+\p{L}/u);
        // It opens its sentence: no "and" inserted, no name glued before it.
        const before = said[0]!.slice(0, said[0]!.search(word));
        expect(before, option).toMatch(/(?:^|[.!?]\s+)¡?$/u);
        if (option.includes(closing)) closed = true;
      }
    }
    expect(closed).toBe(true);
  });

  it('never says the name twice beside the greeting', async () => {
    for (const seed of [1, 2, 3]) {
      const text = (await optionsOf(achievement({}), { seed })).join('\n');
      expect(text).not.toMatch(/Mari, Marisol|Marisol felicidades|Mari felicidades/u);
    }
  });

  it('keeps a line it cannot read as a greeting whole', async () => {
    const input = welcome({
      newHireName: 'Sipho Dlamini',
      role: 'Warehouse Picker',
      funFact: 'hamba kahle Sipho',
    });
    for (const seed of [1, 2]) {
      const text = (await optionsOf(input, { seed })).join('\n');
      if (/hamba/iu.test(text)) expect(text).toMatch(/hamba kahle Sipho/iu);
    }
  });
});
