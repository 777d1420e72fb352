import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { postedOverSeeds } from '../../testing.ts';

/**
 * A description typed with a label of its own ("sale record: CHF 4.7m…") is told after the
 * chat post's news as its own sentence; after the news's colon it read "…Important Watches:
 * Sale record: CHF 4.7m", two colons in one sentence (the twentieth set's za01). The chat post
 * (each seed's first option), two seeds, through the check pass.
 */
const achievement = (
  achievementDescription: string,
  achievementDetails: string,
): GenerationRequest => ({
  messageType: 'achievements',
  tone: 'confident_assertive',
  length: 'short',
  newHireName: 'Delphine Aubert',
  role: 'Senior Specialist, Important Watches',
  achievementDescription,
  achievementDetails,
});

const shapes: [string, string][] = [
  ['sale record: CHF 4.7m for a 1953 chronograph', 'she sourced the consignor'],
  ['record night: 4,200 empanadas, 0 late orders', 'pre-prepped the stations the day before'],
  ['new PB: 212 parcels sorted in an hour', 'trained two new sorters too'],
  ['best month ever: R1.2m in online orders', 'ran the whole campaign herself'],
  ['milestone: 10,000 patients seen at the mobile clinic', 'drove the van most weekends'],
  ['season record: 96% of flights on time', 'rebuilt the turnaround checklist'],
];

describe('a description with a label of its own', () => {
  for (const [description, details] of shapes)
    it(`"${description}" never follows the news's colon`, async () => {
      const options = await postedOverSeeds(achievement(description, details));
      const label = description.split(':')[0]!;
      for (const chat of [options[0]!, options[3]!]) {
        const first = chat.split(/(?<=[.!?])\s/u)[0]!;
        expect(first.split(':').length - 1).toBeLessThanOrEqual(1);
        expect(chat.toLowerCase()).toContain(`${label.toLowerCase()}:`);
      }
    });
});

/**
 * Nor after the narrative's opening colon, nor under the card's "Achievement:" label: "I'd like
 * to recognise … Hassan Omar Mwinyi: Record month: 412 containers…" and "• Achievement: Record
 * week: …" were the twenty-fourth set's readers' C (ia01, ia05).
 */
describe('a description with a label of its own, in every option', () => {
  for (const [description, details] of shapes)
    it(`"${description}" is never a second colon in a sentence or a line`, async () => {
      for (const tone of ['warm_professional', 'inspiring_motivational'] as const) {
        const options = await postedOverSeeds({
          ...achievement(description, details),
          tone,
          length: 'medium',
        });
        for (const option of options)
          for (const line of option.split('\n'))
            for (const sentence of line.split(/(?<=[.!?])\s/u))
              expect(sentence.split(':').length - 1, sentence).toBeLessThanOrEqual(1);
        expect(options.join('\n').toLowerCase()).toContain(
          description.split(':')[0]!.toLowerCase(),
        );
      }
    });
});
