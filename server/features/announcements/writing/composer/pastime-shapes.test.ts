import { describe, expect, it } from 'vitest';
import { optionsOf } from './testing.ts';

// ADR 106: a pastimes list is framed whole or kept whole on its labelled line, and time in
// a trade typed as the fun fact is the person's career, said with a verb. Inputs of our own.

const welcome = {
  messageType: 'welcome' as const,
  tone: 'creative_playful' as const,
  length: 'long' as const,
  newHireName: 'Tomasz Zieliński',
  role: 'Level Designer',
  startDate: '',
  company: '',
  expertise: '',
  funFact: '',
};

describe('a pastimes list the parse can only partly frame (ADR 106)', () => {
  it('keeps the whole list on one labelled line, in the order typed', async () => {
    const hobbies =
      '- dungeons & dragons 5e (runs his own campaign)\n- bouldering\n- cheesy action films';
    for (const length of ['medium', 'long'] as const) {
      const [chat, narrative] = await optionsOf({ ...welcome, length, hobbies });
      for (const prose of [chat!, narrative!]) {
        expect(prose).toMatch(
          /Outside work: dungeons and dragons 5e \(runs his own campaign\), bouldering,? and cheesy action films\./,
        );
        expect(prose.match(/outside work/gi)).toHaveLength(1);
        expect(prose).not.toMatch(/(?:is into|enjoys) bouldering/);
      }
    }
  });

  it('frames the sure things as before when an unsure item has a comma of its own', async () => {
    const hobbies = '- bouldering\n- (loves a tavern quiz, rarely wins), chess';
    const [chat] = await optionsOf({ ...welcome, hobbies });
    expect(chat).toMatch(/Tomasz (?:is into|enjoys) bouldering/);
    expect(chat).not.toMatch(/Outside work: bouldering/);
  });

  it('still frames a list of things it is sure of', async () => {
    const [chat] = await optionsOf({ ...welcome, hobbies: 'bouldering, cheesy action films' });
    expect(chat).toMatch(
      /Outside work, Tomasz (?:is into|enjoys) bouldering and cheesy action films\./,
    );
  });
});

describe('time in a trade typed as the fun fact (ADR 106)', () => {
  const foreman = {
    ...welcome,
    tone: 'friendly_approachable' as const,
    length: 'medium' as const,
    newHireName: 'Marek Nowicki',
    role: 'Foreman',
    company: 'Budimex',
    hobbies: '',
  };

  it('says the years with a verb, with where the career began, and no "Fun fact:"', async () => {
    const [chat, narrative] = await optionsOf({
      ...foreman,
      funFact: '22 yrs in the trade, started as a joiner at 15',
    });
    expect(narrative).toMatch(/Marek has 22 years in the trade and started as a joiner at 15\./);
    for (const prose of [chat!, narrative!]) {
      expect(prose).not.toMatch(/Fun fact/);
      expect(prose).not.toMatch(/(?:^|\. )22 years in the trade/);
    }
  });

  it('keeps the label on a fun fact that is no career', async () => {
    const [, narrative] = await optionsOf({
      ...foreman,
      funFact: 'has a pet tortoise called Gary',
    });
    expect(narrative).toMatch(/Fun fact: Marek has a pet tortoise called Gary\./);
  });
});

describe('a pastime and what the person does in it (ADR 106)', () => {
  const barista = {
    ...welcome,
    tone: 'excited_fun' as const,
    length: 'medium' as const,
    newHireName: 'Rafael "Rafa" Santos',
    role: 'Barista',
  };

  it('frames the pastime and keeps the verb phrase with the person', async () => {
    for (const [hobbies, told, line] of [
      [
        'salsa lol, he will dance with anyone who asks',
        /Outside work, Rafa (?:is into|enjoys) salsa and will dance with anyone who asks\./,
        '• Outside work: salsa (he will dance with anyone who asks)\n',
      ],
      [
        "chess, he'll beat you in 10 moves",
        /Outside work, Rafa (?:is into|enjoys) chess and will beat you in 10 moves\./,
        "• Outside work: chess (he'll beat you in 10 moves)\n",
      ],
    ] as const) {
      const [chat, narrative, scannable] = await optionsOf({ ...barista, hobbies });
      for (const prose of [chat!, narrative!]) expect(prose).toMatch(told);
      expect(scannable).toContain(line);
    }
  });

  it('leaves a list before the clause on the labelled line', async () => {
    const [chat] = await optionsOf({
      ...barista,
      hobbies: 'cycling, hiking, he will join any run',
    });
    expect(chat).toMatch(/Outside work: cycling, hiking, he will join any run\./);
  });
});

describe('a place played for a named team, and the line that asks about pastimes (ADR 106)', () => {
  const medic = {
    ...welcome,
    tone: 'friendly_approachable' as const,
    length: 'medium' as const,
    newHireName: 'Seán Murphy',
    role: 'Paramedic',
  };

  it('tells the place and the team in brackets after the sport', async () => {
    const options = await optionsOf({ ...medic, hobbies: 'hurling, corner back for Na Piarsaigh' });
    expect(options[2]).toMatch(/: hurling \(corner back for Na Piarsaigh\)\n/);
    for (const option of options) expect(option).not.toMatch(/and corner back/);
  });

  it('asks about pastimes only when no item opens with a verb', async () => {
    const [, , verbs] = await optionsOf({
      ...medic,
      hobbies: 'speedruns Hades, builds mechanical keyboards, knitting on weekends',
    });
    expect(verbs).toMatch(/• Outside work: speedruns Hades, builds mechanical keyboards/);
    const [, , things] = await optionsOf({ ...medic, hobbies: 'bouldering, sea swimming' });
    expect(things).toMatch(/• Ask Seán about: bouldering and sea swimming\n/);
  });
});
