import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { readNote } from './notes.ts';
import { polish } from './polish.ts';
import { optionsOf } from './testing.ts';

/**
 * Issue 21, ADR 068: a field's words are said in a frame that fits what they are. The ninth
 * blind set's reader graded C for "His expertise covers four first-author papers", "expertise
 * covers WRU Level 3 coach" and "She falls prevention"; these inputs are our own.
 */
const promotion = (expertise: string): GenerationRequest => ({
  messageType: 'promotion',
  tone: 'warm_professional',
  length: 'medium',
  newHireName: 'Rhian Price',
  currentRole: 'Assistant Coach',
  newRole: 'Head Coach',
  team: 'Seniors',
  promotionDetails: 'Rhian has coached the seniors for 4 seasons.',
  expertise,
});

const prose = (options: string[]) => options.slice(0, 2).join('\n');

describe('an expertise list said in the frame each item takes', () => {
  it('reads a plural noun before an abstract noun as one skill, never a verb', async () => {
    const units = readNote('stroke care, records management', 'expertise', new Set()).units;
    expect(units.every((u) => u.kind === 'noun')).toBe(true);
    // "leads negotiations" stays the person's verb and its object.
    expect(readNote('leads negotiations', 'expertise', new Set()).units[0]!.kind).toBe('predicate');
    const text = prose(await optionsOf(promotion('stroke care, claims handling')));
    expect(text).toContain('stroke care and claims handling');
    expect(text).not.toMatch(/Rhian claims handling/);
  });

  it('says a credential that names a person as who they are, its level kept', async () => {
    const options = await optionsOf(promotion('rucking, kicking, RFU Level 2 coach'));
    expect(prose(options)).toContain('Rhian is an RFU Level 2 coach.');
    expect(options.join('\n')).not.toMatch(/expertise (?:covers|in) [^.]*coach/i);
  });

  it('tells a count of achievements in a sentence of its own, never as a skill', async () => {
    const options = await optionsOf(promotion('knee surgery; three first-author papers'));
    expect(prose(options)).toContain('a track record of three first-author papers');
    expect(options.join('\n')).not.toMatch(/(?:covers|Expertise:)[^.\n]*first-author/);
    expect(options[2]).toMatch(/^• Three first-author papers$/m);
  });

  it('keeps a count typed among the skills with their line in a short scannable post', async () => {
    const [, , scannable] = await optionsOf({
      messageType: 'welcome',
      tone: 'casual_concise',
      length: 'short',
      newHireName: 'Oona Virtanen',
      role: 'QA Lead',
      team: 'apps',
      expertise: '6 yrs exp in load testing, k6 & gatling',
    });
    expect(scannable).toMatch(/^• Expertise: k6 and gatling$/m);
    expect(scannable).toMatch(/^• 6 years of experience in load testing$/m);
  });

  it('says states and gerund skills in their own frames, never after "covers"', async () => {
    const text = prose(
      await optionsOf(
        promotion(
          'onboarding and training volunteers, bilingual Welsh/English, first aid certified',
        ),
      ),
    );
    expect(text).toContain('specialises in onboarding and training volunteers');
    expect(text).toContain('is bilingual in Welsh and English');
    expect(text).toContain('is first aid certified');
    expect(text).not.toMatch(/covers|is an onboarding/);
  });

  it("tells a person typed among skills in the skills' sentence, whatever the option puts near it (ADR 074)", async () => {
    for (const seed of [1, 2, 3]) {
      const options = await optionsOf(
        {
          ...promotion('- Rust, Kafka\n- payments / ledger systems\n- on-call veteran'),
          messageType: 'welcome',
          tone: 'casual_concise',
          role: 'Backend Engineer',
        },
        { seed },
      );
      for (const option of options.slice(0, 2))
        expect(option).toMatch(
          /(?:specialises in|expertise in) Rust and Kafka, and is an on-call veteran\./,
        );
    }
  });

  it('keeps a person typed among skills out of "specialises in"', async () => {
    const options = await optionsOf({
      ...promotion('- Rust, Kafka\n- event sourcing\n- incident commander'),
      messageType: 'welcome',
      role: 'Staff Engineer',
      length: 'long',
    });
    // Inside the list "specialises in" takes, not in a clause joined after it (ADR 074).
    expect(options.join('\n')).not.toMatch(
      /(?:specialises in|expertise in)(?:(?!, and )[^.])*commander/,
    );
    expect(prose(options)).toContain('is an incident commander');
  });
});

describe('a team typed with a cheer in its bracket', () => {
  it('keeps the cheer inside the bracket on a labelled line, which is no sentence', () => {
    expect(polish('• Team: bakery (crew of 6 now!)')).toBe('• Team: bakery (crew of 6 now!)');
    expect(polish('Say hi to Ana in the bakery (crew of 6 now!)')).toBe(
      'Say hi to Ana in the bakery (crew of 6 now)!',
    );
  });
});

describe('"expertise covers" takes areas of knowledge only', () => {
  it('leaves a deed with a count among the skills to the scannable post', async () => {
    const options = await optionsOf({
      messageType: 'welcome',
      tone: 'friendly_approachable',
      length: 'long',
      newHireName: 'Bea Lund',
      role: 'Rigging Artist',
      team: 'Characters',
      expertise: 'Substance + Mari texturing, Arnold lookdev, lit 3 trailers for a streaming show',
    });
    expect(prose(options)).not.toMatch(/(?:covers|specialises in|expertise in)[^.]*trailers/);
    // The areas typed with it are still told in prose.
    expect(prose(options)).toMatch(/covers[^.]*Arnold lookdev/);
    expect(options[2]).toContain('lit 3 trailers for a streaming show');
  });
});

describe('typed capitals moved mid-sentence', () => {
  it('lowers a word typed in lower case elsewhere, or capitalised only in a title', async () => {
    const request = (expertise: string): GenerationRequest => ({
      messageType: 'achievements',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Tomasz Wójcik',
      role: 'Speech Therapist',
      team: 'Dysphagia & Rehabilitation',
      achievementDescription: 'Halved the wait for a dysphagia assessment on the stroke unit',
      achievementDetails:
        'Tomasz rebuilt the referral pathway with the ward. The Dysphagia Pathway Award panel shortlisted it.',
      expertise,
    });
    // "the Dysphagia Pathway Award" and "dysphagia assessment": the word is an ordinary one.
    expect(prose(await optionsOf(request('Dysphagia, swallow screening')))).toContain(
      'in dysphagia and swallow screening',
    );
    // Typed capitalised only in the team's name, title case.
    expect(prose(await optionsOf(request('Rehabilitation, swallow screening')))).toContain(
      'in rehabilitation and swallow screening',
    );
  });

  it('keeps the capital of a place adjective the lexicon does not know', async () => {
    const options = await optionsOf(promotion('Tuscan cooking, bread'));
    expect(prose(options)).toContain('Tuscan cooking');
  });

  it('lowers the participle of an award typed before its capitals', async () => {
    const options = await optionsOf({
      messageType: 'achievements',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Ellie Shaw',
      role: 'Pharmacist',
      achievementDescription: 'Named Community Pharmacist of the Year (North East)',
      achievementDetails: 'The award was presented in Durham on 2 May.',
    });
    expect(prose(options)).not.toMatch(/was Named/);
  });
});
