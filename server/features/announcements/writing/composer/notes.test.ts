import { describe, expect, it } from 'vitest';
import { readNote } from './notes.ts';
import { noteSentences } from './prose.ts';

const names = { full: 'Jared Kim', short: 'Jared' };
const person = new Set(['Jared', 'Kim']);
const say = (raw: string, field: Parameters<typeof noteSentences>[1], variant = 0) =>
  noteSentences(readNote(raw, person), field, names, variant);

describe('notes become prose', () => {
  it('gives verb fragments the person as subject and joins them as one list', () => {
    expect(
      say(
        'Led the Postgres 16 upgrade. Mentored 3 new hires. Cut deploy time 40%.',
        'promotionDetails',
      ),
    ).toEqual(['Jared led the Postgres 16 upgrade, mentored 3 new hires, and cut deploy time 40%']);
  });

  it('keeps the auxiliary of a passive', () => {
    expect(say('nominated by three families', 'achievementDetails')).toEqual([
      'Jared was nominated by three families',
    ]);
  });

  it('joins a typed list with "and", bullets included', () => {
    expect(say('- pen testing\n- cloud IAM\n- incident response', 'expertise')[0]).toMatch(
      /pen testing, cloud IAM, and incident response$/,
    );
    expect(say('pottery, climbing, bad horror movies', 'hobbies')[0]).toBe(
      'Outside work, Jared enjoys pottery, climbing, and bad horror movies',
    );
  });

  it('puts a noun phrase after a verb phrase instead of pasting it', () => {
    expect(say('rewrote the rate limiter, p99 down 60%', 'promotionDetails')).toEqual([
      'Jared rewrote the rate limiter — p99 down 60%',
    ]);
  });

  it('replaces a leading pronoun with the name and keeps a sentence with its own subject', () => {
    expect(
      say('She passed the bar in July and has carried the Henley case.', 'promotionDetails'),
    ).toEqual(['Jared passed the bar in July and has carried the Henley case']);
    expect(say('the kitchen runs smoother than ever!!', 'promotionDetails')).toEqual([
      'The kitchen runs smoother than ever',
    ]);
  });

  it('never doubles the name and the verb "will"', () => {
    const will = { full: 'Will Turner', short: 'Will' };
    const note = readNote('will talk your ear off about sailing', new Set(['Will', 'Turner']));
    expect(noteSentences(note, 'funFact', will, 1)).toEqual([
      'Will Turner will talk your ear off about sailing',
    ]);
  });

  it('keeps the capitals of names and titles typed in a note', () => {
    expect(say('Go and gRPC', 'expertise')[0]).toContain('Go and gRPC');
    expect(say('Rust', 'expertise')[0]).toContain('Rust');
  });
});
