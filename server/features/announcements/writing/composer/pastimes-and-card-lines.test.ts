import { describe, expect, it } from 'vitest';
import { bareCard } from './forms.ts';
import { createRandom } from './random.ts';
import { readStory } from './story.ts';
import { optionsOf } from './testing.ts';

// ADR 100: pastimes the parse cannot frame stay on the scannable post's labelled line, a
// manager's hedge is not posted, scannable lines without a label say what they are, and the
// last-resort card opens with a sentence. Inputs of our own.

const welcome = {
  messageType: 'welcome' as const,
  tone: 'warm_professional' as const,
  length: 'medium' as const,
  newHireName: 'Isla Fraser',
  role: 'Grid Connections Engineer',
  startDate: '12/1',
  company: 'SSE Networks, Perth',
  expertise: 'protection relays, HV switching',
  hobbies: 'curling, orienteering - did every Lakeland fell apparently',
};

describe('pastimes typed as notes (ADR 100)', () => {
  it('keeps pastimes it cannot frame out of the prose and on the labelled line', async () => {
    const [chat, narrative, scannable] = await optionsOf(welcome);
    for (const prose of [chat!, narrative!]) expect(prose).not.toMatch(/Outside work: curling/);
    expect(scannable).toMatch(/• Outside work: curling, orienteering - did every Lakeland fell\n/);
  });

  it('posts no hedge the manager typed after a fact', async () => {
    for (const hobbies of [
      'curling, orienteering - did every Lakeland fell apparently',
      '- sea kayaking\n- plays the fiddle in a ceilidh band I think',
    ]) {
      const options = await optionsOf({ ...welcome, hobbies });
      for (const option of options) expect(option).not.toMatch(/apparently|I think/i);
      expect(options.join('\n')).toMatch(/ceilidh band|Lakeland fell/);
    }
  });
});

describe('scannable lines that say what they are (ADR 100)', () => {
  it('labels a skills list opening with a method as expertise, never a state', async () => {
    const options = await optionsOf({
      messageType: 'promotion',
      tone: 'excited_fun',
      length: 'medium',
      newHireName: 'Tomasz Nowak',
      currentRole: 'Shift Lead, Goods In',
      newRole: 'Warehouse Operations Manager',
      promotionDetails: 'ran the site for 3 months while Dev was off',
      expertise: 'agile, vendor onboarding, shift planning',
    });
    expect(options.join('\n')).not.toMatch(/is agile/);
    expect(options[2]).toMatch(/• Expertise: agile, vendor onboarding and shift planning/);
  });

  it('puts a skill typed beside a record on the expertise line, the record on its own', async () => {
    const [, , scannable] = await optionsOf({
      ...welcome,
      expertise:
        'cable jointing, fault location, hazardous areas zone 1, trained approx 25 apprentices',
      hobbies: '',
    });
    expect(scannable).toMatch(/• Expertise: [^\n]*hazardous areas zone 1/);
    expect(scannable).toMatch(/\n• Trained about 25 apprentices\n/);
    expect(scannable).not.toMatch(/zone 1 and trained/i);
  });
});

describe('the last-resort card (ADR 100)', () => {
  const card = (input: Parameters<typeof readStory>[0]) => {
    const story = readStory(input, '2026-11-23');
    return bareCard({
      story,
      tone: input.tone,
      type: input.messageType,
      rng: createRandom(1),
      variant: 0,
      share: 0,
      scan: 'bare',
    }).map((p) => p.text);
  };

  it('opens with a sentence that tells the news, not the name alone', () => {
    const lines = card({
      messageType: 'promotion',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Tomasz Nowak',
      currentRole: 'Shift Lead, Goods In',
      newRole: 'Warehouse Operations Manager',
    });
    expect(lines[0]).toBe('Tomasz Nowak steps up to Warehouse Operations Manager.');
    expect(lines.join('\n')).not.toMatch(/New role:/);
    expect(lines).toContain('• Previously: Shift Lead, Goods In');
  });

  it('welcomes by name with the role', () => {
    const lines = card({ ...welcome, hobbies: '', expertise: '' });
    expect(lines[0]).toBe('Please welcome Isla Fraser, our new Grid Connections Engineer.');
    expect(lines.join('\n')).not.toMatch(/• Role:/);
  });
});
