import { describe, expect, it } from 'vitest';
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
