import { describe, expect, it } from 'vitest';
import { renderTemplate, type Subject } from './template.ts';

const subject: Subject = {
  name: { full: 'Maya Patel', short: 'Maya' },
  facts: {
    role: { text: 'Product Designer', kind: 'phrase' },
    team: { text: 'the Growth team', kind: 'phrase' },
    startDate: { text: 'on Monday', kind: 'phrase' },
    expertise: { text: 'design systems', kind: 'phrase' },
    hobbies: { text: 'plays cello in an orchestra', kind: 'predicate' },
    funFact: { text: 'She has three cats', kind: 'sentence' },
  },
};

const render = (template: string, used: string[] = []) =>
  renderTemplate(template, subject, new Set(used))?.text ?? null;

describe('renderTemplate', () => {
  it('fills names and facts and reports what it used', () => {
    expect(renderTemplate('Meet {full}, our new {role}.', subject, new Set())).toEqual({
      text: 'Meet Maya Patel, our new Product Designer.',
      consumed: ['full', 'role'],
    });
    expect(render("{first's} first day is {startDate:day}.")).toBe("Maya's first day is Monday.");
    expect(render('{first} joins as {role:a}.')).toBe('Maya joins as a Product Designer.');
  });

  it('renders an optional group only when all its tokens can be filled', () => {
    const template = 'Meet {full}, our new {role}[ {team:on}][ at {company}].';
    expect(render(template)).toBe('Meet Maya Patel, our new Product Designer on the Growth team.');
    expect(render(template, ['team'])).toBe('Meet Maya Patel, our new Product Designer.');
  });

  it('fails when a required fact is missing or already used', () => {
    expect(render('Welcome to {company}!')).toBeNull();
    expect(render('{first} will be part of {team}.', ['team'])).toBeNull();
    expect(render('Meet {full}.', ['full'])).toBeNull();
  });

  it('uses each form only for the kinds of fact it fits', () => {
    expect(render('Experience in {expertise:topic}.')).toBe('Experience in design systems.');
    expect(render('{first} is {expertise:identity}.')).toBeNull();
    expect(render('Outside work, {hobbies:clause}.')).toBe(
      'Outside work, Maya plays cello in an orchestra.',
    );
    expect(render('Ask about {hobbies:np}.')).toBeNull();
  });

  it('sentence-cases a fact that opens a sentence and lowers a pronoun mid-sentence', () => {
    expect(render('{expertise:topic}: that is the superpower.')).toBe(
      'Design systems: that is the superpower.',
    );
    expect(render('Fun fact: {funFact:say}.')).toBe('Fun fact: she has three cats.');
    expect(render('Superpower? {expertise:topic}.')).toBe('Superpower? Design systems.');
  });

  it('keeps a name typed in lower case as typed, even opening a sentence', () => {
    const lower: Subject = { ...subject, name: { full: 'jamal wright', short: 'jamal' } };
    expect(renderTemplate('{full} joins as {role:a}.', lower, new Set())?.text).toBe(
      'jamal wright joins as a Product Designer.',
    );
    expect(renderTemplate("{first's} first day is {startDate:day}.", lower, new Set())?.text).toBe(
      "jamal's first day is Monday.",
    );
  });
});
