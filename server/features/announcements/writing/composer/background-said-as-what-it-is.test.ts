import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedWelcome } from '#server/features/announcements/testing.ts';

/**
 * ADR 170: "comes to us from X" and "Joining from: X" only when X reads as a place of work or
 * a place. A background typed as a job, a span, a degree, an origin, a path or in another
 * language is said part by part when every part is sure, else kept whole under "Background:".
 * Our own shapes (other trades, places and languages); every option, two seeds, checked.
 */

const posted = postedWelcome;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('a background that is no workplace is never framed as one', () => {
  it.each([
    // A job first, a stint, where they are now.
    [
      {
        company: 'dental hygienist, 8 yrs at a practice in Cork, moved home to Galway last spring',
        tone: 'friendly_approachable',
      },
      'dental hygienist',
      'Background: Dental hygienist, 8 years at a practice in Cork',
    ],
    // An origin before a full stop, then a clause.
    [
      {
        company: 'Samoan (grew up in Apia). Trained as a nurse in Auckland, then 3 yrs in Brisbane',
        length: 'long',
      },
      'Samoan',
      'Background: Samoan (grew up in Apia)',
    ],
    // A path, typed lowercase, with a dash and a degree.
    [
      {
        company: 'returning after 6 yrs abroad — vineyard work in Mendoza (AR), MSc at Lincoln',
        tone: 'inspiring_motivational',
        length: 'long',
      },
      'returning',
      'Background: Returning after 6 years abroad',
    ],
    // A school and a qualification, then a stint.
    [
      {
        company: 'Red River College culinary grad, 2 seasons at a fishing lodge near Churchill',
        tone: 'casual_concise',
      },
      'Red River College',
      'Background: Red River College culinary grad',
    ],
    // A title in another language, with its years abbreviated.
    [
      {
        company: 'Gesellin im Tischlerhandwerk, 4 J. at a joinery in Graz (staircases)',
        length: 'short',
      },
      'Gesellin',
      'Background: Gesellin im Tischlerhandwerk, 4 years at a joinery in Graz',
    ],
    // A degree first, a stint after a full stop.
    [
      {
        company: 'MSc Marine Biology, James Cook Uni. 2 yrs at a pearl farm in Broome',
        tone: 'warm_professional',
      },
      'MSc',
      'Background:',
    ],
    // A past field or service, "ex-" (the twenty-fourth set's iw08).
    [
      { company: 'Ex-navy, 11 yrs engine rooms', tone: 'friendly_approachable' },
      'Ex-navy',
      'Background: Ex-navy, 11 years engine rooms',
    ],
    [{ company: 'former paramedic, 6 yrs on the ambulances' }, 'former', 'Background:'],
  ])('%o is not "from" its first words', async (fields, first, line) => {
    const { all, cards } = await posted(fields as Partial<GenerationRequest>);
    const from = new RegExp(String.raw`from:? ${escaped(first)}|Join(?:ing|ed) from:`, 'i');
    expect(all).not.toMatch(from);
    expect(all).not.toMatch(/\b\d+ J\./u);
    expect(cards.some((c) => c.includes(line))).toBe(true);
  });
});

describe('a background whose parts are all sure is told part by part', () => {
  it.each([
    [
      {
        company: '3 yrs logistics at a port operator in Mombasa. Diploma in Supply Chain, KCA',
        length: 'long',
      },
      /spent 3 years in logistics at a port operator in Mombasa and holds a diploma in Supply Chain from KCA/,
    ],
    [
      {
        company: '7 yrs QC at a brewery in Kampala. Degree in Chemistry, Makerere',
        tone: 'confident_assertive',
      },
      /spent 7 years in QC at a brewery in Kampala and holds a degree in Chemistry from Makerere/,
    ],
    [
      {
        company: 'ran a fish smokehouse in Tórshavn 4 yrs; HND Aquaculture, UHI Shetland',
        tone: 'casual_concise',
      },
      /ran a fish smokehouse in Tórshavn for 4 years and holds an HND in Aquaculture from UHI Shetland/,
    ],
  ])('%o', async (fields, told) => {
    const { all, prose } = await posted(fields as Partial<GenerationRequest>);
    expect(prose.some((p) => told.test(p))).toBe(true);
    expect(all).not.toMatch(/from \d|\d-year (?:logistics|QC)|(?<!\bfor) \d+ years;/u);
  });
});

describe('a workplace or a place is still where they come from', () => {
  it.each([
    [{ company: 'Tata Steel' }, 'from Tata Steel'],
    [{ company: "St. Mungo's", tone: 'warm_professional' }, "from St. Mungo's"],
    [{ company: 'Equity Bank, Nyeri branch' }, 'from Equity Bank, Nyeri branch'],
    [{ company: 'Samoa Airways', length: 'short' }, 'from Samoa Airways'],
  ])('%o', async (fields, said) => {
    const { prose, cards } = await posted(fields as Partial<GenerationRequest>);
    expect(prose.some((p) => p.includes(said))).toBe(true);
    expect(cards.every((c) => !c.includes('Background:'))).toBe(true);
  });
});

describe('a degree whose school is typed in a bracket with its town is no workplace', () => {
  it.each([
    [
      { company: 'MSc Chemistry (CU, Chittagong); 4 yrs teaching at a college in Feni' },
      /holds an MSc in Chemistry from CU, Chittagong/,
    ],
    [
      { company: 'BEd (Makerere, Kampala); 2 yrs at a primary school in Jinja', length: 'long' },
      /holds a BEd/,
    ],
    [{ company: 'PhD Geology (ETH, Zürich)', tone: 'confident_assertive' }, /PhD/],
  ])('%o', async (fields, told) => {
    const { all } = await posted(fields as Partial<GenerationRequest>);
    expect(all).not.toMatch(/worked at (?:MSc|BEd|PhD)|from (?:MSc|BEd|PhD)/u);
    expect(all).toMatch(told);
  });
});

/**
 * A past clause with a word in lower case after its comma ("…3 yrs, checkouts", "…, done the
 * course") is not framed "after being …": the part after the comma is no place and no part of
 * the clause (the twenty-fourth set's iw01, iw12). Kept whole on the card's line.
 */
describe('a background clause with a loose part after its comma', () => {
  it.each([
    'was at the Spar in Portree 4 yrs, tills',
    "was on her aunt's sheep farm nr Brecon, done the shearing course",
    'worked at the depot in Inverness 2 yrs, nights',
  ])('%s', async (company) => {
    const { all, cards } = await posted({ company });
    expect(all).not.toMatch(/after (?:being|working) [^.\n]*, \p{Ll}/u);
    expect(cards.some((c) => c.includes(company.slice(1, 20)))).toBe(true);
  });
});

/** "None really — grew up in…": the typist's shrug is never posted (the twenty-fourth set's iw09). */
describe('a shrug before the background', () => {
  it.each([
    ["None really — grew up in her aunt's bakery in Oaxaca", "grew up in her aunt's bakery"],
    ['nothing formal - 3 yrs helping at the family forge', 'the family forge'],
    ['n/a… self-taught on YouTube', 'self-taught on YouTube'],
  ])('%s', async (company, told) => {
    const { all } = await posted({ company });
    expect(all).not.toMatch(/\b(?:none really|nothing formal|n\/a)\b/iu);
    expect(all.toLowerCase()).toContain(told.toLowerCase());
  });
});
