import { describe, expect, it } from 'vitest';
import { LANGUAGES, lowerProperNouns, properCase, properWords } from './proper-nouns.ts';

describe('proper nouns typed in lower case (ADR 049, ADR 105)', () => {
  it.each([
    ['go, kafka and distributed systems', 'Go, Kafka and distributed systems'],
    ['still made it to church on sunday', 'still made it to church on Sunday'],
    ["cycling everywhere (she's dutch)", "cycling everywhere (she's Dutch)"],
    ['during hurricane Harvey response', 'during Hurricane Harvey response'],
    ['148 units/hr during black friday week', '148 units/hr during Black Friday week'],
    ['lean six sigma green belt', 'Lean Six Sigma green belt'],
    ['he is a tiktok guy', 'he is a TikTok guy'],
    ['shipped apple pay + google pay in 3 wks', 'shipped Apple Pay + Google Pay in 3 wks'],
    // Issue 21, ninth set: a day of every week, a language in a list joined with "+".
    ['five-a-side on tuesdays', 'five-a-side on Tuesdays'],
    ['reads polish + english + czech', 'reads Polish + English + Czech'],
    // ADR 105: names from Intl and compromise, not from a hand list.
    ['grew up speaking tagalog and tswana at home', 'grew up speaking Tagalog and Tswana at home'],
    ['learning basic amharic and some esperanto', 'learning basic Amharic and some Esperanto'],
    ['did a semester in lisbon', 'did a semester in Lisbon'],
    ['hiked across kyrgyzstan last summer', 'hiked across Kyrgyzstan last summer'],
    ['drove glasgow->edinburgh on a unicycle', 'drove Glasgow->Edinburgh on a unicycle'],
    ['cycled from madrid to lyon', 'cycled from Madrid to Lyon'],
    ['collects persian rugs', 'collects Persian rugs'],
    ['runs our netflix watch party', 'runs our Netflix watch party'],
    ['plays minecraft and fortnite with her kids', 'plays Minecraft and Fortnite with her kids'],
    ['paints warhammer 40k armies', 'paints Warhammer 40K armies'],
    ['binges k-pop videos', 'binges K-pop videos'],
    ['studies byzantine mosaics', 'studies Byzantine mosaics'],
    ['taught a bilingual aymara-spanish class', 'taught a bilingual Aymara-Spanish class'],
    ['a survey of the Saronic gulf', 'a survey of the Saronic Gulf'],
    // Ordinary words beside a name of their kind, or a month beside a day, are names.
    ['has lived in turkey, greece and cyprus', 'has lived in Turkey, Greece and Cyprus'],
    ['took the train from china to mongolia', 'took the train from China to Mongolia'],
    ['starts on may 14', 'starts on May 14'],
    ['joined on 3rd march', 'joined on 3rd March'],
    ['has been acting lead since may', 'has been acting lead since May'],
    ['back in mid-march', 'back in mid-March'],
  ])('writes “%s” as “%s”', (typed, written) => {
    expect(lowerProperNouns(typed).length).toBeGreaterThan(0);
    expect(properCase(typed)).toBe(written);
    expect(lowerProperNouns(properCase(typed))).toEqual([]);
  });

  it.each([
    'lets go to the store',
    'a polish on the release',
    'may the best team win',
    '#sunday',
    // Ordinary words that are also names stay as typed where nothing makes them names.
    'we may need more hands',
    'this may be her last season',
    'cooked the turkey for forty',
    'bought a fine china tea set',
    'wore the club jersey to every match',
    'quite a nice surprise',
    'loves reading and long baths',
    'a march through the park',
    'heard about it from afar',
    'go and polish the release notes',
    'kept a guinea pig called Biscuit',
    'In sea trials the hull held up',
    'https://example.com/berlin',
  ])('leaves the ordinary word in “%s” as typed', (typed) => {
    expect(properCase(typed)).toBe(typed);
    expect(lowerProperNouns(typed)).toEqual([]);
  });

  it('names the languages Intl names, and none that is an ordinary word', () => {
    expect(LANGUAGES).toEqual(expect.arrayContaining(['Quechua', 'Tagalog', 'Farsi', 'Welsh']));
    expect(LANGUAGES).not.toContain('Polish');
    expect(LANGUAGES).not.toContain('Afar');
  });

  it('keeps a capital mid-sentence for a name, never for an ordinary word that is one', () => {
    expect(properWords()).toContain('lisbon');
    expect(properWords()).toContain('go');
    expect(properWords()).not.toContain('may');
    expect(properWords()).not.toContain('turkey');
  });
});
