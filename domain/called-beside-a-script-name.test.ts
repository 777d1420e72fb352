import { describe, expect, it } from 'vitest';
import { nameForms } from './person-name.ts';

/**
 * A Latin name with its form in another script in brackets is closed as the Latin name alone
 * is: the bracket says who the person is, not what the post calls them ("Go, Hamdi!").
 */
describe('the name a post closes on, beside a name in another script', () => {
  it.each([
    ['Hamdi Abdel-Rahim Saleh', 'حمدي عبد الرحيم'],
    ['Youssef Aït Brahim', 'يوسف آيت ابراهيم'],
    ['Karim Abdul-Hadi Nasser', 'كريم عبد الهادي ناصر'],
    ['Olena Kovalchuk Petrivna', 'Олена Ковальчук Петрівна'],
    ['Dawit Alemu Bekele', 'ዳዊት አለሙ በቀለ'],
    ['Nikos Papadakis Stavrou', 'Νίκος Παπαδάκης Σταύρου'],
  ])('%s (%s) is called as %s alone is', (latin, script) => {
    const alone = nameForms(latin);
    const beside = nameForms(`${latin} (${script})`);
    expect(beside.called).toBe(alone.called);
    expect(beside.full).toBe(`${latin} (${script})`);
  });

  it('keeps a bracket with Latin letters in the name the post closes on', () => {
    expect(nameForms('Ana Maria Pop (Ani)').called).not.toBe('Ana');
  });
});
