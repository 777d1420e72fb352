import { describe, expect, it } from 'vitest';
import { nameAsAsked, nameForms } from './person-name.ts';

/** ADR 195: the name as the user asked it to be written, and the order of a name beside CJK. */
describe('a quoted part of the name asked never to be written', () => {
  it.each([
    ['Tomasz "Tommo" Nowak', 'Tomasz (never use Tommo in writing)', 'Tomasz Nowak', 'Tomasz'],
    ["Siobhán 'The Hammer' Kelly", 'Siobhán, not The Hammer pls', 'Siobhán Kelly', 'Siobhán'],
    ['Lucía “La Niña” Ortega', 'Lucía - Niña is not for writing', 'Lucía Ortega', 'Lucía'],
  ])('%s with "%s" is told %s', (name, preferred, full, short) => {
    const forms = nameForms(name, preferred);
    expect(forms.full).toBe(full);
    expect(forms.short).toBe(short);
    expect(forms.allowed.join(' ')).not.toMatch(/["“'‘]/u);
  });

  it('keeps the name as typed with no such request, or one about a part typed without quotes', () => {
    expect(nameAsAsked('Tomasz "Tommo" Nowak', 'Tommo (no fuss please)')).toBe(
      'Tomasz "Tommo" Nowak',
    );
    expect(nameAsAsked('Tomasz "Tommo" Nowak', 'no one calls him Tomasz')).toBe(
      'Tomasz "Tommo" Nowak',
    );
    expect(nameAsAsked('Hannelore Brückner', 'Hanni (not Hannelore in writing)')).toBe(
      'Hannelore Brückner',
    );
  });
});

describe('a name beside its Chinese, Japanese or Korean script', () => {
  it('is called by the word the notes use', () => {
    expect(
      nameForms('藤原 大輔 Fujiwara Daisuke', undefined, 'Daisuke feeds them at 5am').short,
    ).toBe('Daisuke');
  });
  it('is said whole in Latin when the order is unsure, never by its first word alone', () => {
    const forms = nameForms('岡田 里奈 Okada Rina');
    expect(forms.short).toBe('Okada Rina');
    expect(forms.called).toBe('Okada Rina');
  });
  it('keeps a given name a known family name after it makes certain', () => {
    expect(nameForms('Haruto Yamamoto 山本 陽翔').short).toBe('Haruto');
    expect(nameForms('Kenji Watanabe 渡辺健二').short).toBe('Kenji');
  });
});
