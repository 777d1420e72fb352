import { beforeAll, describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { nlp } from './nlp.ts';
import { listsJoined } from './notes.ts';
import { optionsOf } from './testing.ts';

// compromise loads on first use (nlp.ts): loaded here, so no test's time includes it.
beforeAll(() => void nlp());

/**
 * ADR 135: a note typed as a fragment is told as a whole sentence with the right subject,
 * and a list typed wrong is told as one list; when unsure, the note is kept whole.
 */
const welcome = (fields: Partial<GenerationRequest>): GenerationRequest => ({
  messageType: 'welcome',
  tone: 'casual_concise',
  length: 'long',
  newHireName: 'Luis Perez',
  role: 'Tour Guide',
  ...fields,
});

describe('a list joined with two "and"s', () => {
  it('takes one "and", before the last item', () => {
    expect(listsJoined('English, Spanish and Hebrew and Llanito')).toBe(
      'English, Spanish, Hebrew and Llanito',
    );
    expect(listsJoined('welding, pipefitting and rigging and crane work')).toBe(
      'welding, pipefitting, rigging and crane work',
    );
    expect(listsJoined('Python, Go and Rust and C++')).toBe('Python, Go, Rust and C++');
    expect(listsJoined('bouldering, chess and salsa and bachata!')).toBe(
      'bouldering, chess, salsa and bachata!',
    );
  });
  it('keeps a pair that is one thing and a list typed right', () => {
    expect(listsJoined('cooking, hiking and rock and roll')).toBe(
      'cooking, hiking and rock and roll',
    );
    expect(listsJoined('forklift, first aid and health and safety')).toBe(
      'forklift, first aid and health and safety',
    );
    expect(listsJoined('English, Spanish, Hebrew and Arabic')).toBe(
      'English, Spanish, Hebrew and Arabic',
    );
    expect(listsJoined('built the kiln and fired it and sold out')).toBe(
      'built the kiln and fired it and sold out',
    );
  });
});

describe('a list of names split at a full stop', () => {
  it('goes on the list before it', () => {
    expect(listsJoined('He toured Spain. Mexico and Canada')).toBe(
      'He toured Spain, Mexico and Canada',
    );
    expect(listsJoined('has lived in Lagos. Accra, Nairobi and Kigali.')).toBe(
      'has lived in Lagos, Accra, Nairobi and Kigali.',
    );
    expect(listsJoined('sailed to Oban. Skye & Mull')).toBe('sailed to Oban, Skye & Mull');
    expect(listsJoined('Worked in Paris. New Zealand and South Africa')).toBe(
      'Worked in Paris, New Zealand and South Africa',
    );
  });
  it('leaves a sentence and anything that is not only names', () => {
    expect(listsJoined('Joined from Google. Loves Python and Rust')).toBe(
      'Joined from Google. Loves Python and Rust',
    );
    expect(listsJoined('Joined from Google. Mexico and Canada next year')).toBe(
      'Joined from Google. Mexico and Canada next year',
    );
    expect(listsJoined('toured Spain. she loved it')).toBe('toured Spain. she loved it');
  });
  it('is one list in every option', async () => {
    const all = (await optionsOf(welcome({ funFact: 'He toured Spain. Mexico and Canada' }))).join(
      '\n',
    );
    expect(all).toContain('toured Spain, Mexico and Canada');
    expect(all).not.toMatch(/Spain[.;] Mexico|• Mexico/);
  });
});

describe('a list of languages among the skills', () => {
  it('is spoken, each language once, with one "and"', async () => {
    for (const expertise of [
      'English, Spanish and Hebrew and Arabic',
      'English, Spanish, Hebrew and Arabic',
      'Spanish, Hebrew and Arabic',
    ]) {
      const all = (await optionsOf(welcome({ expertise }))).join('\n');
      expect(all).toMatch(/speaks (?:English, )?Spanish, Hebrew and Arabic/);
      expect(all).not.toMatch(/is English|is Spanish|, and Hebrew|Spanish and Hebrew and/);
    }
  });
});
