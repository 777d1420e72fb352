import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { nameForms } from '#domain/person-name.ts';
import { postedOptionsOf } from '../../testing.ts';
import { optionsOf } from './testing.ts';

/**
 * ADR 099: light edits readers made to options they would otherwise post as written, most
 * in the scannable post and the closing lines. Inputs are this file's own.
 */
const lastSentence = (option: string) =>
  option
    .trim()
    .split(/(?<=[.!?])\s+/u)
    .at(-1)!;

describe('a closing line speaks to the person by the given name (ADR 099)', () => {
  it('reads the given name of a three-word name for closings only', () => {
    expect(nameForms('Teodoro Huanca Choque')).toMatchObject({
      short: 'Teodoro Huanca Choque',
      called: 'Teodoro',
    });
    expect(nameForms('Luis Alberto Ccama Quispe').called).toBe('Luis Alberto');
    expect(nameForms('Sunil Prakash Verma').called).toBe('Sunil');
    // A family name first, an initial or a title: no given name is certain.
    expect(nameForms('Kim Min Seo').called).toBe('Kim Min Seo');
    expect(nameForms('J. Robert Ellis').called).toBe('J. Robert Ellis');
    expect(nameForms('Dr. Sunil Prakash Verma').called).toBe(
      nameForms('Dr. Sunil Prakash Verma').short,
    );
    // A certain short form is the closing's too.
    expect(nameForms('Ines Duarte').called).toBe('Ines');
  });

  it('closes every option by the given name, the full name said in the news', async () => {
    const input: GenerationRequest = {
      messageType: 'promotion',
      tone: 'casual_concise',
      length: 'short',
      newHireName: 'Teodoro Huanca Choque',
      currentRole: 'survey assistant',
      newRole: 'survey lead, north block',
      promotionDetails: '',
      expertise: '',
    };
    for (const seed of [1, 2, 3]) {
      const options = await optionsOf(input, { seed });
      for (const option of options) {
        expect(option).toContain('Teodoro Huanca Choque');
        expect(lastSentence(option)).not.toContain('Huanca');
      }
      expect(options.some((o) => /\bTeodoro\b/.test(lastSentence(o)))).toBe(true);
    }
  });
});

describe('a name typed beside its other writing keeps no stray mark (ADR 099)', () => {
  it('drops the slash between the two writings from the short form', () => {
    expect(nameForms('Samir Khoury / سمير خوري').short).toBe('Samir');
    expect(nameForms('Samir Khoury | سمير خوري').short).toBe('Samir');
  });

  it('never posts "Samir Khoury /" after the first mention', async () => {
    const input: GenerationRequest = {
      messageType: 'welcome',
      tone: 'excited_fun',
      length: 'short',
      newHireName: 'Samir Khoury / سمير خوري',
      role: 'site photographer',
    };
    for (const seed of [1, 2]) {
      for (const option of await optionsOf(input, { seed })) {
        const rest = option.slice(option.indexOf('سمير خوري') + 1);
        expect(rest).not.toMatch(/Khoury \//);
        expect(option).toMatch(/\bSamir\b/);
      }
    }
  });
});

const scannable = async (input: GenerationRequest, seed = 1) =>
  (await optionsOf(input, { seed }))[2]!;

describe('the scannable post labels a line by what it holds (ADR 099)', () => {
  it('says when under "Starts:", never the new role again', async () => {
    const post = await scannable({
      messageType: 'promotion',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Henrik Dahl',
      currentRole: 'forklift driver',
      newRole: 'yard coordinator',
      promotionDetails: 'starts new role 3 march\n8 yrs on the yard',
      expertise: '',
    });
    expect(post).toMatch(/• Starts: 3 March/);
    expect(post).not.toMatch(/Starts: new role/i);
  });

  it('puts no "By the numbers:" over a number that only names a place', async () => {
    const post = await scannable({
      messageType: 'achievements',
      tone: 'warm_professional',
      length: 'long',
      newHireName: 'Mirela Popescu',
      role: 'field archaeologist',
      achievementDescription: 'found the bronze fibula',
      achievementDetails: 'the fibula in square 7, prob roman',
      expertise: '',
    });
    expect(post).not.toMatch(/By the numbers:/);
  });

  it('tells typed skills under one "Expertise:" line, not one label each', async () => {
    for (const seed of [1, 2]) {
      const post = await scannable(
        {
          messageType: 'promotion',
          tone: 'friendly_approachable',
          length: 'medium',
          newHireName: 'Tariq Al-Balushi',
          currentRole: 'ramp agent',
          newRole: 'Ramp Supervisor',
          promotionDetails:
            '- 6 yrs w/ us\n- trained 30 new agents\n- cut turnaround delays by a third this yr',
          expertise: 'pushback ops, ISAGO 2024, ULD build-up',
        },
        seed,
      );
      expect(post.match(/Expertise:/g)?.length ?? 0).toBeLessThanOrEqual(1);
      for (const skill of ['pushback ops', 'ISAGO 2024', 'ULD build-up'])
        expect(post.toLowerCase()).toContain(skill.toLowerCase());
    }
  });
});

describe('notes that point at a list or cheer are not posted as facts (ADR 099)', () => {
  const input: GenerationRequest = {
    messageType: 'promotion',
    tone: 'excited_fun',
    length: 'long',
    newHireName: 'Kwesi Mensah',
    currentRole: 'Junior Surveyor',
    newRole: 'Site Surveyor',
    promotionDetails:
      'Kwesi came to us as an intern in 2020. Since then:\n- set out every footing on the Tema warehouse\n- trained 4 new chainmen\n- passed his licensing exam in June',
    expertise: '',
  };

  it('never posts "Since then" alone, as a bullet or a sentence', async () => {
    for (const seed of [1, 2])
      for (const option of await optionsOf(input, { seed })) {
        expect(option).not.toMatch(/• Since then\s*$/m);
        expect(option).not.toMatch(/Since then\./);
        expect(option).toMatch(/Tema warehouse/);
      }
  });

  it.each([
    'Since becoming instructor:',
    'Since joining the night shift:',
    'Since taking over the bakery in 2023:',
    'This season:',
    'In the last two years:',
    'Key wins:',
  ])('never posts a lead-in "%s" above a list on its own', async (lead) => {
    const typed = {
      ...input,
      promotionDetails: `Kwesi came to us as an intern in 2020. ${lead}\n1. set out every footing on the Tema warehouse\n2. trained 4 new chainmen`,
    };
    const bare = lead.replace(/:$/, '');
    for (const seed of [1, 2])
      for (const option of await postedOptionsOf(typed, { seed })) {
        expect(option).not.toMatch(new RegExp(`• ${bare}\\s*$`, 'm'));
        expect(option).not.toContain(`${bare}.`);
        expect(option).toMatch(/Tema warehouse/);
      }
  });

  it('keeps what earned it, not the cheer, under "What earned it:"', async () => {
    const post = (
      await optionsOf({
        messageType: 'promotion',
        tone: 'casual_concise',
        length: 'medium',
        newHireName: 'Nadia Ferri',
        currentRole: 'archive assistant',
        newRole: 'Archivist, Maps & Plans',
        promotionDetails: "well deserved, she's been running the map room for a year",
        expertise: '',
      })
    )[2]!;
    expect(post).toMatch(/What earned it: she's been running the map room/);
  });

  it('ends no post on "Well earned" after notes that say "well deserved"', async () => {
    for (const seed of [1, 2, 3]) {
      const [chat] = await optionsOf(
        {
          messageType: 'promotion',
          tone: 'casual_concise',
          length: 'medium',
          newHireName: 'Nadia Ferri',
          currentRole: 'archive assistant',
          newRole: 'Archivist, Maps & Plans',
          promotionDetails: "well deserved, she's been running the map room for a year",
          expertise: '',
        },
        { seed },
      );
      const said = chat!.match(/\bwell[ -](?:deserved|earned)\b/gi) ?? [];
      expect(said.length).toBeLessThanOrEqual(1);
    }
  });
});
