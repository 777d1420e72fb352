import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { createComposer } from './composer.ts';
import { nlp } from './nlp.ts';
import { certainThing, certainThings, credentialOf, predicateParts } from './placement.ts';

// compromise loads on first use (nlp.ts): loaded here, so no test's time includes it.
beforeAll(() => void nlp());

const composer = createComposer();
const seeds = [1, 2, 3];

async function write(input: GenerationRequest, seed: number): Promise<string[]> {
  const out: string[] = [];
  for await (const option of composer.write(input, { seed })) out.push(option);
  return out;
}

/** The prose options (the chat post and the narrative), where no fragment may be spliced. */
const prose = (options: string[]) => options.slice(0, 2);

describe('certainThing: what may be the object of "brings expertise in" / "enjoys"', () => {
  it.each(['SMSTS', 'CSCS black card', 'ML credit scoring', 'k8s', 'payments infra', 'pasta'])(
    'takes "%s"',
    (item) => expect(certainThing(item)).toBe(true),
  );
  it.each([
    'big on safety',
    'zero RIDDORs on last 2 jobs',
    'opinions about tabs vs spaces',
    'Zaatari and Azraq',
    'Arabic/English/some French',
    'cricket and obviously',
    'gaelic football mad',
    'PE licensed',
  ])('refuses "%s"', (item) => expect(certainThing(item)).toBe(false));

  it('reads a phrase joined with "and" part by part', () => {
    expect(certainThings({ text: 'diary studies and usability testing' })).toBe(true);
    expect(certainThings({ text: 'cricket and obviously' })).toBe(false);
  });
});

describe('predicateParts: verb phrases typed as a comma list', () => {
  it('splits where each part opens with a finite verb', () => {
    expect(predicateParts('plays bass in a metal band, has a 3 legged dog called tripod')).toEqual([
      'plays bass in a metal band',
      'has a 3 legged dog called tripod',
    ]);
  });
  it('leaves a participle or a bare phrase after the comma alone', () => {
    expect(predicateParts('renegotiated 3 carrier contracts, saving 18%')).toBeUndefined();
    expect(predicateParts('coaches u12 hurling on weekends, gaelic football mad')).toBeUndefined();
  });
});

// Inputs modelled on the fourth blind set's C grades (bench/eval/graded/fourth-2026-11-27).
describe('fourth blind grade: notes placed where they belong (ADR 054)', () => {
  it('never splices a clause into a skills list ("…CSCS black card and big on safety")', async () => {
    const sean: GenerationRequest = {
      newHireName: "Sean O'Donoghue",
      messageType: 'welcome',
      role: 'Site Manager',
      expertise:
        '- delivered 3 hospital builds\n- SMSTS, CSCS black card\n- big on safety, zero RIDDORs on last 2 jobs',
      hobbies: 'coaches u12 hurling on weekends, gaelic football mad',
      tone: 'warm_professional',
      length: 'long',
    };
    for (const seed of seeds) {
      const options = await write(sean, seed);
      const all = options.join('\n');
      expect(all, `seed ${seed}`).not.toMatch(/\band big on safety|experience in zero/);
      expect(all, `seed ${seed}`).not.toMatch(/black card and (?:CSCS|big)/);
      expect(prose(options).join(' '), `seed ${seed}`).not.toMatch(/weekends, gaelic/);
      // The whole note stays on the scannable post's line, as typed.
      expect(options[2], `seed ${seed}`).toMatch(/big on safety/);
    }
  });

  it('joins verb phrases typed with a comma with "and"', async () => {
    const marcus: GenerationRequest = {
      newHireName: 'Marcus Bell',
      messageType: 'welcome',
      role: 'Forklift Operator',
      hobbies: 'plays bass in a metal band, has a 3 legged dog called Tripod',
      tone: 'excited_fun',
      length: 'medium',
    };
    for (const seed of seeds) {
      const all = (await write(marcus, seed)).join('\n');
      expect(all, `seed ${seed}`).not.toMatch(/metal band, has/);
      expect(all, `seed ${seed}`).toMatch(/plays bass in a metal band and has a 3 legged dog/);
    }
  });

  it('says "Outside work" once per option, and never over a label of the note\'s own', async () => {
    const tomi: GenerationRequest = {
      newHireName: 'Tomás Rodríguez',
      messageType: 'welcome',
      role: 'Backend Engineer',
      hobbies:
        "climbs, DJs at parties nobody's invited to, from Buenos Aires. will absolutely talk to you about asado; fun fact: was once on a quiz show",
      tone: 'casual_concise',
      length: 'long',
    };
    for (const seed of seeds)
      for (const option of await write(tomi, seed)) {
        expect(option.match(/Outside work/g)?.length ?? 0, option).toBeLessThanOrEqual(1);
        expect(option, option).not.toMatch(/Outside work:[^.\n]*fun fact:/i);
      }
  });

  it('echoes no title in a line of its own, asks once, and lists no single bullet', async () => {
    const babatunde: GenerationRequest = {
      newHireName: 'Babatunde Adeyemi',
      messageType: 'welcome',
      role: 'Year 5 Teacher (maternity cover)',
      tone: 'friendly_approachable',
      length: 'short',
    };
    for (const seed of seeds)
      for (const option of await write(babatunde, seed)) {
        expect(option, option).not.toMatch(/ role\b/);
        // "say hello… Say hi": the same ask twice (the fourth set's dw04).
        const asks = option
          .split(/(?<=[.!?])\s+|\n/)
          .filter((s) => /\bsay (?:hi|hello)\b/i.test(s));
        expect(asks.length, option).toBeLessThanOrEqual(1);
        expect(option.match(/^• /gm)?.length ?? 0, option).not.toBe(1);
      }
  });

  it('never closes on a title with commas ("the Training Captain, A320 fleet, role")', async () => {
    const eleni: GenerationRequest = {
      newHireName: 'Eleni Papadopoulou',
      messageType: 'welcome',
      role: 'Training Captain, A320 fleet',
      company: 'Aegean Airlines',
      tone: 'warm_professional',
      length: 'medium',
    };
    for (const seed of seeds) {
      const all = (await write(eleni, seed)).join('\n');
      expect(all, `seed ${seed}`).not.toMatch(/A320 fleet, role|first year in the/);
    }
  });

  it('tells one fragment in prose, after the news, and keeps the one that is the point', async () => {
    const ngozi: GenerationRequest = {
      newHireName: 'Ngozi Eze',
      messageType: 'promotion',
      currentRole: 'Assistant Coach',
      newRole: 'Head Coach',
      promotionDetails:
        'Took the U21s to back-to-back cup finals. First female head coach in club history!!! UEFA A licence done in summer',
      tone: 'excited_fun',
      length: 'short',
    };
    for (const seed of seeds) {
      const options = await write(ngozi, seed);
      for (const option of prose(options)) {
        expect(option, option).toMatch(/first female head coach in club history/i);
        // No chain of fragments after a dash ("— first female…; UEFA A licence…").
        expect(option, option).not.toMatch(/ — [^.!?]*; /);
      }
    }
  });

  it('never leaves a fragment standing as a sentence with no verb', async () => {
    const rafal: GenerationRequest = {
      newHireName: 'Rafał Nowak',
      messageType: 'promotion',
      currentRole: 'Foreman',
      newRole: 'Site Supervisor',
      promotionDetails: 'well deserved. 3 yrs no lost-time injuries on his crews',
      tone: 'friendly_approachable',
      length: 'short',
    };
    for (const seed of seeds)
      for (const option of prose(await write(rafal, seed)))
        expect(option, option).not.toMatch(/(?:^|[.!?]\s+)3[- ]year/);
  });
});

describe('credentialOf (ADR 087)', () => {
  it('reads a licence, a ticket or a certificate and what it covers', () => {
    expect(credentialOf('CPCS ticket, 360 excavator and dumper')).toEqual({
      name: 'CPCS ticket',
      covers: '360 excavator and dumper',
    });
    expect(credentialOf('HGV class 1 licence')).toEqual({ name: 'HGV class 1 licence' });
    expect(credentialOf('IOSH and NEBOSH certificates')?.name).toBe('IOSH and NEBOSH certificates');
  });

  it('leaves a story about one, and a ticket one buys', () => {
    expect(credentialOf('lost his driving licence in a lake')).toBeUndefined();
    expect(credentialOf('once won a golden ticket')).toBeUndefined();
    expect(credentialOf('cup final tickets')).toBeUndefined();
    expect(credentialOf('loves crosswords')).toBeUndefined();
  });
});
