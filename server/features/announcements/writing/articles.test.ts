import { describe, expect, it } from 'vitest';
import { article } from './articles.ts';
import { withoutAge } from './instructions.ts';

describe('a or an, by how the word is said', () => {
  it.each([
    ['RIB skipper', 'a'],
    ['NICU nurse', 'a'],
    ['NEBOSH certificate', 'a'],
    ['MRI unit', 'an'],
    ['SUV', 'an'],
    ['FAQ', 'an'],
    ['ICU nurse', 'an'],
    ['RFU Level 2 coach', 'an'],
    ['F1 engineer', 'an'],
    ['HR partner', 'an'],
    ['BBC producer', 'a'],
    ['Uber driver', 'an'],
    ['udon bar', 'an'],
    ['unit', 'a'],
    ['university', 'a'],
    ['user researcher', 'a'],
    ['ukulele', 'a'],
    ['undergraduate', 'an'],
    ['urban farm', 'an'],
    ['usher', 'an'],
    ['uninsured driver', 'an'],
    ['European tour', 'a'],
    ['one-off', 'a'],
    ['hour', 'an'],
    ['honour', 'an'],
    ['hotel', 'a'],
    ['8-week course', 'an'],
    ['11-month contract', 'an'],
    ['18-year career', 'an'],
    ['110-seat hall', 'a'],
    ['1.8 km swim', 'a'],
    ['amateur magician', 'an'],
    ['peer educator', 'a'],
  ])('%s takes "%s"', (text, expected) => {
    expect(article(text)).toBe(expected);
  });
});

describe('the article left when an age is taken out (a note that asks for no age)', () => {
  it.each([
    ['Joined as a 19-year-old university student', 'Joined as a university student'],
    ['An 18-year-old Uber driver then', 'An Uber driver then'],
    ['a 24-year-old graduate', 'a graduate'],
  ])('%s', (typed, left) => {
    expect(withoutAge(typed)).toBe(left);
  });
});
