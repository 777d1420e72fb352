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
