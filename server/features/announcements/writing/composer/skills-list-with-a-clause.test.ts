import { describe, expect, it } from 'vitest';
import { postedWelcome } from '../../testing.ts';

/**
 * A skills list whose items are not all of one kind (ADR 190): noun phrases, then a clause
 * with its own subject ("she's already built her own mandolin") or the person's verb phrase
 * ("never lost a parcel in 9 yrs", "works with horses since she was a teen"). A frame that
 * takes a list ("expertise covers", "specialises in") takes only the things; the clause is a
 * sentence of its own, its subject kept; a verb phrase takes the person as subject, or stays
 * on the card. No item is dropped from every prose option, none told twice in one.
 */

/** A list frame whose object runs on into a clause: "covers a, b and she's…". */
const BROKEN_FRAME =
  /\b(?:covers|specialises in|specializes in|expertise in|work in)\b[^.]*?\b(?:and|,)\s+(?:she|he|they)(?:['’]\p{L}+)?\s/iu;
/** A sentence opening on a bare verb of the person's: "Works with dogs since…". */
const SUBJECTLESS = /(?:^|[.!?]\s+)(?:Works|Trained|Never|Has|Knows|Runs)\s\p{Ll}/u;

describe('a clause typed among the skills', () => {
  it.each([
    [
      'Oona Lindqvist',
      'Luthier apprentice',
      "fret levelling, French polishing, she's already built her own mandolin",
      ['fret levelling', 'French polishing', 'built her own mandolin'],
    ],
    [
      'Kofi Mensah',
      'Herdsman',
      'hoof trimming, calving, he can tell every cow by her bell',
      ['hoof trimming', 'calving', 'every cow by her bell'],
    ],
    [
      'Ines Duarte',
      'Electronics technician',
      'soldering, reflow ovens, she repaired our wave soldering machine last spring',
      ['soldering', 'reflow ovens', 'wave soldering machine'],
    ],
    [
      'Priya Nair',
      'Courier',
      'route planning, loading the 7:05 van, never lost a parcel in 9 yrs (her words, but true)',
      ['route planning', 'loading the 7:05 van', 'never lost a parcel'],
    ],
    [
      'Ciarán Walsh',
      'Sheet metal worker',
      'panel beating, tig welding, he has never scrapped a panel in 6 yrs (honestly, ask anyone)',
      ['panel beating', 'tig welding', 'scrapped a panel'],
    ],
  ])('%s: "%s" told as things, then a sentence', async (newHireName, role, expertise, facts) => {
    const { prose, options } = await postedWelcome({
      newHireName,
      role,
      expertise,
      length: 'long',
    });
    for (const option of prose) {
      expect(option, option).not.toMatch(BROKEN_FRAME);
      expect(option, option).not.toMatch(SUBJECTLESS);
    }
    const told = prose.join('\n');
    for (const fact of facts) expect(told, options.join('\n---\n')).toContain(fact);
    // On the card's line the clause goes on in lower case after its ";" ("…blackwood; He's
    // already reeded…" was the twenty-fifth set's pw15 after this ADR's round).
    for (const option of options)
      expect(option, option).not.toMatch(/;\s+(?:He|She|They)(?:['’]\p{L}+)?\s/u);
  });
});

describe('a verb phrase with "since" among the skills', () => {
  it.each([
    [
      'Léa Morel',
      'Groundskeeper',
      'works with horses since she was a teen, trained her own cob; also hedge laying, drainage',
      ['worked with horses since she was a teen', 'hedge laying'],
    ],
    [
      'Tomasz Wróbel',
      'Kennel assistant',
      'works w/ greyhounds since he was 12, raised his own litter; also grooming, kennel cleaning',
      ['worked with greyhounds since he was 12', 'grooming'],
    ],
  ])('%s: "%s" takes the person as its subject', async (newHireName, role, expertise, facts) => {
    const { prose, options } = await postedWelcome({
      newHireName,
      role,
      expertise,
      length: 'medium',
    });
    for (const option of prose) {
      expect(option, option).not.toMatch(SUBJECTLESS);
      expect(option, option).not.toMatch(BROKEN_FRAME);
    }
    const told = prose.join('\n');
    for (const fact of facts) expect(told, options.join('\n---\n')).toContain(fact);
  });
});
