import { describe, expect, it } from 'vitest';
import { nameForms } from './person-name.ts';

/**
 * A long name is shortened to the one word the notes call the person by, and degrees typed
 * the Indonesian way keep their dots. The twenty-second set's readers rewrote every option of
 * ep16: "Andi Muhammad Rizky Pratama, S.T's record so far", the whole name at each mention,
 * where the notes said "Rizky joined in 2021… Selamat Pak Rizky!".
 */
describe('the word of a long name the notes call the person by', () => {
  it.each([
    ['Andi Muhammad Rizky Pratama, S.T.', 'Rizky joined in 2021. Selamat Pak Rizky!', 'Rizky'],
    ['Siti Nurhaliza binti Tarudin', 'Nurhaliza trains every new packer.', 'Nurhaliza'],
    ['Oluwaseun Adebayo Okafor', 'Adebayo fixed the kiln twice this year', 'Adebayo'],
    ['Kwame Nkrumah Mensah-Bonsu', "Kwame's crew hit the target", 'Kwame'],
    ['Putu Ayu Wulandari Dewi', 'everyone knows Wulandari from the front desk', 'Wulandari'],
  ])('%s, notes %j: called %s', (typed, notes, called) => {
    const forms = nameForms(typed, undefined, notes);
    expect(forms.short).toBe(called);
    expect(forms.called).toBe(called);
  });

  it.each([
    // The notes name two words of it alone, or only the whole name: no word is certain.
    ['Oluwaseun Adebayo Okafor', 'Seun trains everyone. Adebayo too? Okafor!'],
    ['Andi Muhammad Rizky Pratama', 'Andi Muhammad Rizky Pratama joined in 2021.'],
    ['Maria José Santos Ferreira', 'Maria José led the team.'],
  ])('%s, notes %j: not shortened by the notes', (typed, notes) => {
    expect(nameForms(typed, undefined, notes).short).toBe(nameForms(typed).short);
  });

  it('a name of two words keeps its given name', () => {
    expect(nameForms('Muhammad Rizky', undefined, 'Rizky did great').short).toBe('Muhammad');
  });
});

describe('Indonesian degrees typed after a name', () => {
  it.each([
    ['Andi Muhammad Rizky Pratama, S.T.', 'Andi Muhammad Rizky Pratama, S.T.'],
    ['Dewi Lestari, S.Kom., M.T.', 'Dewi Lestari, S.Kom., M.T.'],
    ['Rahmat Hidayat, S.Pd.', 'Rahmat Hidayat, S.Pd.'],
  ])('%s is said whole once, then shortened', (typed, full) => {
    const forms = nameForms(typed);
    expect(forms.full).toBe(full);
    expect(forms.short).not.toContain(',');
  });
});
