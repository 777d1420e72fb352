import { describe, expect, it } from 'vitest';
import { nameForms } from './person-name.ts';

// ADR 134: a name typed as a directory lists it ("Okonkwo, Chidinma": SURNAME, Given) is
// said as a reader says it, given name first, and called by the given name after; a comma
// that may mean anything else (a credential, a role, two people, a team) keeps the name whole.
describe('nameForms: a directory form "Surname, Given"', () => {
  it.each([
    ['Okonkwo, Chidinma', 'Chidinma Okonkwo', 'Chidinma'],
    ['Tran, Thi Mai', 'Thi Mai Tran', 'Mai'],
    ['GARCÍA LÓPEZ, Ana', 'Ana García López', 'Ana'],
    ['van der Berg, Pieter (Piet)', 'Pieter (Piet) van der Berg', 'Piet'],
    ['Smith, John R.', 'John R. Smith', 'John'],
    ['Haddad, Youssef, Jr.', 'Youssef Haddad Jr.', 'Youssef'],
    ['Whitfield Sr., Marcus', 'Marcus Whitfield Sr.', 'Marcus'],
    ['Dr. Achterberg, Lieke', 'Dr. Lieke Achterberg', 'Dr. Achterberg'],
    ['okafor, ngozi', 'Ngozi Okafor', 'Ngozi'],
    ['Wang, Xiao Ming', 'Xiao Ming Wang', 'Xiao Ming'],
    ['Silva, Maria do Carmo', 'Maria do Carmo Silva', 'Maria do Carmo'],
    ['de la Cruz, Jomar', 'Jomar de la Cruz', 'Jomar'],
    ['Kowalczyk, Agnieszka (she/her)', 'Agnieszka Kowalczyk', 'Agnieszka'],
    ["O'Sullivan,Aoife", "Aoife O'Sullivan", 'Aoife'],
    ['Ferreira, João Pedro', 'João Pedro Ferreira', 'João Pedro'],
    ['Lindqvist, Karin "Kiki"', 'Karin "Kiki" Lindqvist', 'Kiki'],
  ])('%s is said %s, then %s', (typed, full, short) => {
    const forms = nameForms(typed);
    expect(forms.full).toBe(full);
    expect(forms.short).toBe(short);
    expect(forms.called).toBe(short);
    expect(forms.allowed.some((f) => /,\s*$|^,/.test(f))).toBe(false);
  });

  it.each([
    ['Anjali Menon, MLS(ASCP)'],
    ['Maya Patel, RN'],
    ['Ngozi Eze, BSN, RN'],
    ['Ramp team, Gate B (nights)'],
    ['Maya Patel, Nurse'],
    ['Jo Baker, Sam Reid'],
    ['Acme, Inc.'],
    ['黄志明 (Wong Chi-ming, Chiming)'],
  ])('%s is no directory form and keeps its words in order', (typed) => {
    const forms = nameForms(typed);
    const firstWord = typed.split(/[\s,]/)[0]!;
    expect(forms.full.startsWith(firstWord)).toBe(true);
  });

  it('"Chan Mei-ling, Meiling" is still called by the name after the comma', () => {
    expect(nameForms('Chan Mei-ling, Meiling').short).toBe('Meiling');
  });
});

// ADR 134: a given name said where the reader expects it, not the whole name again.
describe('nameForms: the given name of double family names and Marian given names', () => {
  it.each([
    ['Lucía Ferrer i Puig', 'Lucía'],
    ['Pere Vila i Soler', 'Pere'],
    ['Jordi Puig i Cadafalch', 'Jordi'],
    ['José María García y Pérez', 'José María'],
    ['Tomas Ortega y Gasset', 'Tomas'],
    ['Maria do Carmo Silva', 'Maria do Carmo'],
    ['María del Carmen Ruiz Ortega', 'María del Carmen'],
    ['Maria da Graça Nunes', 'Maria da Graça'],
    ['Maria de Fátima Sousa', 'Maria de Fátima'],
    ['Nguyễn Văn An', 'An'],
    ['Anne-Sophie de La Tour', 'Anne-Sophie'],
  ])('%s is called %s', (typed, short) => {
    const forms = nameForms(typed);
    expect(forms.full).toBe(typed);
    expect(forms.short).toBe(short);
  });
});
