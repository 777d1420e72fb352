import { describe, expect, it } from 'vitest';
import type { GenerationRequest } from '#domain/generation.ts';
import { LENGTHS } from '#domain/generation.ts';
import { TONE_VALUES } from '#domain/tones.ts';
import { STOCK_LOOK_AHEAD } from '../tone-rules.ts';
import { optionsOf } from './testing.ts';

/**
 * ADR 065: no line of the writer's own that claims something nobody typed, who the person is
 * said in the news, the team as a person would say it, and the name's brackets merged. The
 * inputs are this file's own, of the classes the seventh and eighth sets' readers marked.
 */
const sentences = (option: string) =>
  option.split(/(?<=[.!?])\s+|\n/).map((s) => s.replace(/^[^\p{L}]+/u, ''));

describe('no look ahead of the writer’s own', () => {
  const achievement: GenerationRequest = {
    messageType: 'achievements',
    tone: 'inspiring_motivational',
    length: 'long',
    newHireName: 'Marisol Okonjo',
    role: 'Warehouse Coordinator',
    team: 'Riverside Pantry',
    achievementDescription: 'Ran the spring food drive, our largest yet',
    achievementDetails: '14 tonnes collected and 380 volunteers signed up across April.',
  };
  const promotion: GenerationRequest = {
    messageType: 'promotion',
    tone: 'casual_concise',
    length: 'long',
    newHireName: 'Tomasz Brandt',
    currentRole: 'Sous Chef',
    newRole: 'Head Chef',
    promotionDetails: 'ran the pass through the whole summer season. training two new commis',
  };

  it.each([
    ['an achievement', achievement],
    ['a promotion', promotion],
  ])('%s: no option claims what comes next, at any tone or length', async (_, input) => {
    for (const tone of TONE_VALUES)
      for (const length of LENGTHS)
        for (const option of await optionsOf({ ...input, tone, length })) {
          for (const s of sentences(option)) {
            expect(s, option).not.toMatch(STOCK_LOOK_AHEAD);
            expect(s, option).not.toMatch(/^here['’]s to\b/i);
          }
        }
  });

  it('the scannable post ends with one send-off, after its last fact', async () => {
    for (const tone of TONE_VALUES) {
      const scannable = (await optionsOf({ ...achievement, tone }))[2]!;
      const lines = scannable.split('\n');
      expect(lines.at(-2), scannable).toMatch(/^• /);
    }
  });
});

describe('who they are, in the news', () => {
  it('an achievement typed as a headline names the role in its first sentence', async () => {
    const input: GenerationRequest = {
      messageType: 'achievements',
      tone: 'excited_fun',
      length: 'short',
      newHireName: 'Ilse Varga',
      role: 'Gate Agent',
      achievementDescription: 'boarding on time 99.1% in march',
      achievementDetails: 'best on the whole airport',
    };
    for (const seed of [1, 2, 3])
      for (const option of await optionsOf(input, { seed })) {
        expect(option, option).not.toMatch(/\b(?:Ilse|Ilse Varga) is our Gate Agent\b/);
        expect(sentences(option)[0], option).toMatch(/Gate Agent/);
      }
  });
});

describe('the team as a person would say it', () => {
  it('a numbered team takes no "the", and no "team" is added to it', async () => {
    const input: GenerationRequest = {
      messageType: 'welcome',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Bea Lindholm',
      role: 'Support Advisor',
      team: 'crew 7 (weekends)',
      startDate: 'Monday 9 March',
    };
    for (const option of await optionsOf(input)) {
      expect(option, option).not.toMatch(/\bthe crew 7\b|crew 7 \(weekends\) team/);
      expect(option, option).toMatch(/crew 7 \(weekends\)/);
    }
  });

  it('a promotion into a leadership team joins it, never "of" it', async () => {
    const input: GenerationRequest = {
      messageType: 'promotion',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Ruth Adebayo',
      currentRole: 'Head of Science',
      newRole: 'Deputy Head',
      team: 'Senior Leadership Team',
      promotionDetails: 'She rebuilt the KS4 science curriculum and led the Ofsted deep dive.',
    };
    const [chat, narrative] = await optionsOf(input);
    for (const option of [chat!, narrative!]) {
      expect(option, option).not.toMatch(/of the Senior Leadership Team/);
      expect(option, option).toMatch(/joins the Senior Leadership Team/);
    }
  });
});

describe('the name’s brackets', () => {
  it('a preferred name goes inside the bracket the name already has', async () => {
    const input: GenerationRequest = {
      messageType: 'welcome',
      tone: 'friendly_approachable',
      length: 'short',
      newHireName: 'Watanabe Kenji (渡辺健二)',
      preferredName: 'Ken',
      role: 'QA Engineer',
    };
    const options = await optionsOf(input);
    expect(options.join('\n'), options.join('\n')).toMatch(/Watanabe Kenji \(渡辺健二, Ken\)/);
    for (const option of options) expect(option, option).not.toMatch(/\)\s*\(Ken\)/);
  });

  it('passes its own check pass at every length and tone: the writer never fails on it', async () => {
    for (const tone of TONE_VALUES)
      for (const length of LENGTHS) {
        const input: GenerationRequest = {
          messageType: 'promotion',
          tone,
          length,
          newHireName: 'Park Ji-woo (박지우)',
          preferredName: 'JW',
          currentRole: 'Level Designer',
          newRole: 'Lead Level Designer',
          team: 'Studio North',
          promotionDetails: 'JW rebuilt the tutorial flow and mentors two juniors.',
        };
        const options = await optionsOf(input);
        expect(options, `${tone} ${length}`).toHaveLength(3);
        for (const option of options) expect(option).toMatch(/Park Ji-woo \(박지우/);
      }
  });
});
