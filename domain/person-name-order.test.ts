import { describe, expect, it } from 'vitest';
import { nameForms } from './person-name.ts';

// ADR 127: a name the user says is family-name-first is called by its given name, and a
// title goes with the family name ("Mr. Okello", never "Mr. James").
describe('nameForms: a name said to be family-name-first', () => {
  it.each([
    ['Okello James (surname first)', 'Okello James', 'James'],
    ['Mr. Okello James (surname first)', 'Mr. Okello James', 'Mr. Okello'],
    ['Kouassi Serge (family name first)', 'Kouassi Serge', 'Serge'],
    ['Achieng Grace - surname first', 'Achieng Grace', 'Grace'],
    ['Mukasa Ruth Nakato (Ugandan order)', 'Mukasa Ruth Nakato', 'Ruth'],
    ['Teacher Nambi Esther [surname first]', 'Teacher Nambi Esther', 'Teacher Nambi'],
    ['Ms. Tanaka Yui (family name first)', 'Ms. Tanaka Yui', 'Ms. Tanaka'],
    ['Bamba Awa, last name first', 'Bamba Awa', 'Awa'],
    ['Ochieng Brian Otieno (SURNAME Given)', 'Ochieng Brian Otieno', 'Brian'],
    ['Dr Mensah Kofi (Ghanaian order) 🎉', 'Dr Mensah Kofi', 'Dr Mensah'],
  ])('%s is %s, called %s', (typed, full, short) => {
    const forms = nameForms(typed);
    expect(forms.full).toBe(full);
    expect(forms.short).toBe(short);
    expect(forms.called).toBe(short);
  });

  it.each([
    ['KOUASSI Serge', 'Serge'],
    ['Mr. KOUASSI Serge', 'Mr. Kouassi'],
    ['NGUYEN Thi Lan', 'Lan'],
    ['Dr. NGUYEN Thi Lan', 'Dr. Nguyen'],
    ['OKELLO James Peter', 'James'],
    ['LI Wei', 'Wei'],
    ['WANG Xiao Ming', 'Xiao Ming'],
    ['Serge KOUASSI', 'Serge'],
    ['Mme Awa DIALLO', 'Mme Diallo'],
    ['Ms. NAKATO Ruth', 'Ms. Nakato'],
    ["O'BRIEN Siobhán", 'Siobhán'],
  ])('a SURNAME in capitals: %s is called %s', (typed, short) => {
    const forms = nameForms(typed);
    expect(forms.full).toBe(typed);
    expect(forms.short).toBe(short);
  });

  it.each([
    ['AJ Thompson', 'AJ'],
    ['DJ Okafor', 'DJ'],
    ['JAYDEN COOPER', 'Jayden'],
    ['Sam Okoye III', 'Sam'],
    ['Grace Mensah, RN', 'Grace'],
    ['Mr. Okello James', 'Mr. James'],
    ['Okello James', 'Okello'],
  ])('no order said: %s stays %s', (typed, short) => {
    expect(nameForms(typed).short).toBe(short);
  });

  it.each([
    ['Kouassi Serge', 'He is Ivorian: surname first.', 'Serge'],
    ['Okello James', 'Okello is his surname, by the way', 'James'],
    ['Mr. Okello James', 'name written SURNAME Given', 'Mr. Okello'],
    ['Nakato Ruth', 'family name: Nakato', 'Ruth'],
    ['Ruth Nakato', 'family name: Nakato', 'Ruth'],
    ['Bui Minh Tuan', 'loves pho (Vietnamese order)', 'Tuan'],
    ['Ms. Achieng Grace', 'Her family name comes first.', 'Ms. Achieng'],
    ['Tanaka Yui', 'surname is Tanaka; she codes in Rust', 'Yui'],
  ])('%s with a note "%s" is called %s', (typed, notes, short) => {
    expect(nameForms(typed, undefined, notes).short).toBe(short);
  });

  it.each([
    ['Maya Patel', 'She ordered the first batch of badges', 'Maya'],
    ['Okello James', 'given name first', 'Okello'],
    ['Okello James', 'Western order', 'Okello'],
    ['Okello James', 'Mr. Okello holds the German order of merit', 'Okello'],
    ['Okello James', 'surname is Mukasa on the badge', 'Okello'],
  ])('%s with a note "%s" stays %s', (typed, notes, short) => {
    expect(nameForms(typed, undefined, notes).short).toBe(short);
  });

  it('a preferred name still wins', () => {
    expect(nameForms('Okello James (surname first)', 'Jim').short).toBe('Jim');
  });
});

describe('withoutNameOrder', () => {
  it.each([
    ['Ugandan order: surname first', ''],
    ['surname first, he is Ivorian', 'he is Ivorian'],
    ['loves pho (Vietnamese order)', 'loves pho'],
    ['Okello is his surname. Plays the drums.', 'Plays the drums.'],
    ['Family name first pls! Ran the Kampala marathon', 'Ran the Kampala marathon'],
    ['NB: name is written SURNAME Given; keen birder', 'keen birder'],
    ['Coaches U12 football', 'Coaches U12 football'],
    ['Won the Chinese order of the day', 'Won the Chinese order of the day'],
  ])('%s → %s', async (note, left) => {
    const { withoutNameOrder } = await import('./person-name.ts');
    expect(withoutNameOrder(note)).toBe(left);
  });
});
