import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import {
  postedOverSeeds,
  proseOf,
  welcomeRequest,
} from '#server/features/announcements/testing.ts';

/**
 * ADR 149: the previous-company field typed as a sentence, a fragment or a record of years
 * ("was 3 yrs at…", "Tilganga-trained; 4 yrs at…", "(10+ yrs)") is told as what the person
 * did, never pasted after "comes to us from"; the scannable post labels it "Background:"
 * unless it is an employer. The readers' inputs and our own variations; every option, two
 * seeds, through the check pass.
 */

/** A sentence pasted as an employer, a capital mid-sentence, a bracket left open. */
const PASTED =
  /(?:from|at|Joining from:|Joined from:)\s+(?:Was|Were|Been|Grew|She|He|I)\b|from \p{L}+-trained\b|after being \d|\((?:[^()]*)$|\([^()]*[.,] /mu;

const unclosed = (text: string) =>
  text
    .split('\n')
    .some((line) => (line.match(/\(/g) ?? []).length !== (line.match(/\)/g) ?? []).length);

async function posted(fields: Partial<GenerationRequest>) {
  const options = await postedOverSeeds(welcomeRequest(fields));
  const cards = options.filter((_o, i) => i % 3 === 2);
  return { options, all: options.join('\n---\n'), prose: proseOf(options), cards };
}

describe('a record of years typed with "was" or "been"', () => {
  it.each([
    [
      { company: 'was 3 yrs at a 4x4 outfitter in swakop', tone: 'casual_concise' },
      /after 3 years at a 4x4 outfitter in swakop/,
      /Previously: 3 years at a 4x4 outfitter in swakop/,
    ],
    [
      { company: 'she was 5 years at the Sasol plant in Secunda', length: 'short' },
      /after 5 years at the Sasol plant in Secunda/,
      /Previously: 5 years at the Sasol plant in Secunda/,
    ],
    [
      { company: 'Was 2 yrs with a surf school in Jeffreys Bay 🏄', tone: 'excited_fun' },
      /after 2 years with a surf school in Jeffreys Bay/,
      /Previously: 2 years with a surf school in Jeffreys Bay/,
    ],
    [
      { company: 'been at Woolworths 6 yrs', length: 'long' },
      /after 6 years at Woolworths/,
      /Previously: 6 years at Woolworths/,
    ],
  ] as const)('%o', async (fields, prose, line) => {
    const { all, prose: told, cards } = await posted(fields);
    expect(all).not.toMatch(PASTED);
    expect(all).not.toMatch(/\bwas \d|\bbeing \d|at at\b/i);
    for (const option of told) expect(option).toMatch(prose);
    for (const card of cards) expect(card).toMatch(line);
  });
});

describe('parts joined by ";" told as a sentence about the person', () => {
  it.each([
    [
      {
        company:
          'Tilganga-trained; 4 yrs at a district eye centre in Jumla doing mobile camps in Karnali',
        tone: 'inspiring_motivational',
        length: 'long',
      },
      /Ana trained at Tilganga and spent 4 years at a district eye centre in Jumla,? doing mobile camps in Karnali/,
      /Background: Tilganga-trained; 4 years at a district eye centre in Jumla doing mobile camps in Karnali/,
    ],
    [
      {
        company:
          'Grew up on an estancia in Entre Ríos; 4 seasons grooming in Sotogrande (Spain) and 1 in Windsor',
      },
      /Ana grew up on an estancia in Entre Ríos and spent 4 seasons grooming in Sotogrande \(Spain\) and 1 in Windsor/,
      /Background: Grew up on an estancia in Entre Ríos; 4 seasons grooming in Sotogrande \(Spain\) and 1 in Windsor/,
    ],
    [
      {
        company: 'Cordon Bleu-trained; 5 yrs as a pastry chef in Lyon',
        tone: 'friendly_approachable',
      },
      /Ana trained at Cordon Bleu and spent 5 years as a pastry chef in Lyon/,
      /Background: Cordon Bleu-trained; 5 years as a pastry chef in Lyon/,
    ],
    [
      {
        company: 'worked on oil rigs out of Aberdeen; 2 yrs at Shell; qualified as an electrician',
        length: 'short',
      },
      /Ana worked on oil rigs out of Aberdeen, spent 2 years at Shell and qualified as an electrician/,
      /Background: Worked on oil rigs out of Aberdeen; 2 years at Shell; qualified as an electrician/,
    ],
    [
      {
        company: 'grew up on a sheep farm 🐑; 3 seasons shearing in NZ',
        tone: 'creative_playful',
      },
      /Ana grew up on a sheep farm(?: 🐑)? and spent 3 seasons shearing in NZ/,
      /Background: Grew up on a sheep farm(?: 🐑)?; 3 seasons shearing in NZ/,
    ],
    [
      { company: 'was a nurse at Groote Schuur; 3 yrs at a clinic in Dubai', length: 'long' },
      /Ana was a nurse at Groote Schuur and spent 3 years at a clinic in Dubai/,
      /Background: Was a nurse at Groote Schuur; 3 years at a clinic in Dubai/,
    ],
  ] as const)('%o', async (fields, prose, line) => {
    const { all, prose: told, cards } = await posted(fields);
    expect(all).not.toMatch(PASTED);
    expect(all).not.toMatch(/comes to us from|coming to us from|Joining from|Previously:/);
    for (const option of told) expect(option).toMatch(prose);
    for (const card of cards) expect(card).toMatch(line);
  });
});

describe('a value with parts the writer cannot tell is kept whole on its labelled line', () => {
  it.each([
    'Oxford-trained vet; locum work all over the Highlands',
    'Cape Town kitchens; 6 yrs of odd jobs',
  ])('%s', async (company) => {
    const { all, cards } = await posted({ company });
    expect(all).not.toMatch(PASTED);
    expect(all).not.toMatch(/comes to us from|coming to us from|Joining from/);
    for (const card of cards) expect(card).toMatch(/Background: /);
    const typed = company.replace(/\byrs\b/, 'years').replace(/^\p{Ll}/u, (c) => c.toUpperCase());
    for (const card of cards) expect(card).toContain(typed);
  });
});

describe('a bracketed figure stays whole', () => {
  it.each([
    [
      'carpintería familiar en Paysandú (10+ yrs)',
      /after (?:more than 10|10\+) years at carpintería familiar en Paysandú/,
    ],
    [
      'Bäckerei Huber in Graz (5+ years)',
      /after (?:more than 5|5\+) years at Bäckerei Huber in Graz/,
    ],
    ['Deloitte Lisbon (over 6 yrs)', /after over 6 years at Deloitte Lisbon/],
    [
      'Taller Mecánico Ruiz (approx 8 yrs)',
      /after (?:about|approximately) 8 years at Taller Mecánico Ruiz/,
    ],
  ])('%s', async (company, prose) => {
    const { all, prose: told } = await posted({ company });
    expect(unclosed(all)).toBe(false);
    expect(all).not.toMatch(/\((?:more than|over|about|approximately)\s*$|\(more than\W/m);
    for (const option of told) expect(option).toMatch(prose);
    // The labelled line opens with a capital, its span kept whole.
    expect(all).toMatch(/Previously: (?:More than|Over|About|Approximately|\d)/);
  });
});

describe('an employer name is still where they come from', () => {
  it.each(['Woolworths', 'Banco de Chile', 'Tata Steel'])('%s', async (company) => {
    const { prose, cards } = await posted({ company });
    for (const option of prose) expect(option).toMatch(new RegExp(`from ${company}`));
    for (const card of cards) expect(card).toMatch(new RegExp(`Joining from: ${company}`));
  });
});
