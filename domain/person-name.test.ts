import { describe, expect, it } from 'vitest';
import { nameForms } from './person-name.ts';

describe('nameForms', () => {
  it.each([
    ['Maya Patel', 'Maya'],
    ['Jean-Luc Picard', 'Jean-Luc'],
    ["Siobhán O'Connor-Ní Bhriain", "Siobhán O'Connor-Ní Bhriain"],
    ['Ahmed Khan', 'Ahmed'],
    ['Björk', 'Björk'],
    ['Dr. Rajesh Kumar', 'Dr. Kumar'],
    ['Prof Ana de Souza', 'Prof Souza'],
    ['Nguyễn Thị Lan', 'Nguyễn Thị Lan'],
    ['Li Wei', 'Li Wei'],
    ['María José Ortega', 'María José Ortega'],
    ['Ludwig van Beethoven', 'Ludwig'],
    ['John F. Kennedy', 'John'],
    ['J. R. Smith', 'J. R. Smith'],
    ['Martin Luther King Jr.', 'Martin Luther King Jr.'],
    ['Sam Okoye Jr.', 'Sam'],
    ['王伟', '王伟'],
    ['김민준', '김민준'],
    ['bell hooks', 'bell'],
    // Issue 21: credentials after a comma, and the name typed in quotes or brackets.
    ['Aisha Rahman, MBA', 'Aisha'],
    ['Grace Mensah, RN', 'Grace'],
    ['Rafael "Rafa" Santos', 'Rafa'],
    ['Robert (Bobby) Lee', 'Bobby'],
    // An Irish or Welsh patronymic makes the given name certain.
    ['Aoife Ní Bhraonáin', 'Aoife'],
    ['Rhys ap Gruffydd', 'Rhys'],
  ])('%s is called %s after the first mention', (name, short) => {
    expect(nameForms(name).short).toBe(short);
  });

  it('keeps the name exactly as typed, whitespace aside', () => {
    expect(nameForms('  dr.  ana maría garcía-lópez ').full).toBe('dr. ana maría garcía-lópez');
  });

  it('drops a stray final comma or full stop, not the one of an initial or "Jr."', () => {
    expect(nameForms('Maya Patel,').full).toBe('Maya Patel');
    expect(nameForms('Maya Patel.').full).toBe('Maya Patel');
    expect(nameForms('John F.').full).toBe('John F.');
    expect(nameForms('Martin Luther King Jr.').full).toBe('Martin Luther King Jr.');
  });

  it('uses the preferred name when one is given', () => {
    const forms = nameForms('Robert Smith', 'Bobby');
    expect(forms.short).toBe('Bobby');
    expect(forms.allowed).toEqual(['Robert Smith', 'Bobby']);
  });
});
