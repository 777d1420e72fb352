import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds, proseOf } from '../../testing.ts';
import { EMOJI } from '#domain/text.ts';
import { nlp } from './nlp.ts';

// compromise loads on first use (nlp.ts): loaded here, so no test's time includes it.
beforeAll(() => void nlp());

/**
 * ADR 145: an achievement's or a promotion's details typed as fragments (a verb-first deed, a
 * measure and its figure, a count with no verb, "joined 2014 as apprentice", a deed with a
 * count after its comma) are told with the right subject or where a fragment belongs, never
 * as an orphan sentence nor after a link word the input did not give. Asserted on what users
 * get: every option, two seeds, through the production check pass.
 */
const posted = (input: GenerationRequest) => postedOverSeeds(input);

const achievement = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'achievements',
  tone: 'warm_professional',
  length: 'medium',
  newHireName: 'Mei Tanaka',
  role: 'Workshop Lead',
  achievementDescription: 'Best year the workshop has had',
  achievementDetails: '',
  ...fields,
});

const promotion = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'friendly_approachable',
  length: 'medium',
  newHireName: 'Obi Nwosu',
  currentRole: 'Depot Supervisor',
  newRole: 'Operations Manager',
  promotionDetails: '',
  ...fields,
});

/** No sentence of prose opens with the fragment as typed (its first words, any case). */
function noOrphan(options: string[], opening: string) {
  const typed = opening.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const orphan = new RegExp(`(?:^|[.!?]\\s+)${typed}`, 'i');
  for (const option of proseOf(options)) expect(option).not.toMatch(orphan);
}

/** No link word the input did not give before a figure. */
function noInventedLink(options: string[]) {
  for (const option of options) {
    expect(option).not.toMatch(/That's (?:about |over |more than )?(?:\d|zero\b|no\b)/i);
    expect(option).not.toMatch(/The promotion follows/);
  }
}

describe('a verb-first deed takes the person as its subject', () => {
  it.each([
    [
      'Recut a 41-carat rough into a 30 ct cushion',
      'Mei recut a 41-carat rough into a 30 ct cushion.',
    ],
    ['Re-set the 1920s sapphire in its original mount', 'Mei re-set the 1920s sapphire'],
    ['Trained 38 new apprentices on the lathe', 'Mei trained 38 new apprentices on the lathe.'],
  ])('"%s"', async (details, told) => {
    const options = await posted(achievement({ achievementDetails: details }));
    for (const option of proseOf(options)) expect(option).toContain(told);
    noOrphan(options, details.split(' ').slice(0, 2).join(' '));
  });
});

describe('a measure and its figure is said with what it measures', () => {
  it.each([
    ['Uptime 99.7% in Q3', 'Uptime was 99.7% in Q3.'],
    ['On-time delivery 98.5% in 2025', 'On-time delivery was 98.5% in 2025.'],
    ['First-pass yield 97% last quarter', 'First-pass yield was 97% last quarter.'],
    ['occupancy 94% across the summer', 'Occupancy was 94% across the summer.'],
  ])('"%s"', async (details, told) => {
    const options = await posted(
      achievement({
        role: 'Plant Engineer',
        achievementDescription: 'Best reliability figures the site has seen',
        achievementDetails: `Rebuilt the compressor line. ${details}`,
      }),
    );
    for (const option of proseOf(options)) expect(option).toContain(told);
    noOrphan(options, details);
  });
});

describe('a count with no verb is never posted as a sentence, nor after an invented link', () => {
  it("says an audit's findings as what the audit found, when the input names the audit", async () => {
    const options = await posted(
      achievement({
        role: 'Compliance Officer',
        achievementDescription: 'Cleared the annual food-safety audit',
        achievementDetails: 'Zero major non-conformities. Closed 3 minor findings in a week',
      }),
    );
    for (const option of proseOf(options))
      expect(option).toContain('The audit found zero major non-conformities.');
    noInventedLink(options);
  });

  it.each([
    ['0 missed deadlines in 4 years', promotion],
    ['2 lost shipments in 6 years', promotion],
    ['Zero failed inspections since 2021', achievement],
  ])('"%s" is a fragment where fragments go', async (details, make) => {
    const input =
      make === promotion
        ? promotion({ promotionDetails: details })
        : achievement({ achievementDetails: details });
    const options = await posted(input);
    noInventedLink(options);
    noOrphan(options, details.split(' ').slice(0, 2).join(' '));
    for (const option of options) expect(option.toLowerCase()).toContain(details.toLowerCase());
  });

  it('says a headline count with its participle as a passive', async () => {
    const options = await posted(
      promotion({
        promotionDetails: '1 500 smallholders registered with GPS plots. Ran the coffee co-op',
      }),
    );
    for (const option of proseOf(options))
      expect(option).toContain('1,500 smallholders were registered with GPS plots.');
  });
});

describe('"joined YEAR as role" takes its preposition and article', () => {
  it.each([
    ['joined 2014 as apprentice', 'joined in 2014 as an apprentice'],
    ['Joined 2009 as junior clerk, now runs the archive', 'joined in 2009 as a junior clerk'],
  ])('"%s"', async (details, told) => {
    const options = await posted(promotion({ promotionDetails: details }));
    for (const option of options) expect(option.toLowerCase()).toContain(told);
  });
});

describe("a count after a deed's comma stays with its deed", () => {
  it.each([
    ['set up the Friday homework club at the mosque, 30 pupils', '(30 pupils)'],
    ['started a free Sunday coding class, 45 teens. specialises in robotics', '(45 teens)'],
  ])('"%s"', async (details, kept) => {
    const options = await posted(promotion({ promotionDetails: details }));
    for (const option of proseOf(options)) {
      expect(option).toContain(kept);
      expect(option).not.toMatch(/, \d+ \p{L}+(?: and|\.)/u);
    }
  });
});

describe('a counted phrase tucked beside an emoji', () => {
  it.each([
    ['video went viral 🎉', '2M views on the launch reel 🔥'],
    ['Sold out the spring menu 🌸', '400 covers in one night'],
    ['reopened the night market', '60 stalls on opening night 🏮'],
    ['Finished the harbour swim 🏊🏽', '3.8 km in under 70 minutes 💪🏽'],
  ])('%s / %s: brackets before the mark, the emoji after it', async (description, details) => {
    const options = await posted(
      achievement({
        tone: 'excited_fun',
        length: 'short',
        achievementDescription: description,
        achievementDetails: details,
      }),
    );
    for (const option of proseOf(options)) {
      // Never a verbless count after the emoji, nor an emoji inside the brackets.
      expect(option).not.toMatch(new RegExp(`${EMOJI}\\s+\\d[^.!]*\\.`, 'u'));
      expect(option).not.toMatch(new RegExp(`${EMOJI}\\)`, 'u'));
    }
  });
});
