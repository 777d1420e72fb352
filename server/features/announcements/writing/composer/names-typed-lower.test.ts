import { describe, expect, it } from 'vitest';
import { optionsOf } from './testing.ts';

describe('names typed in lower case, written as names (ADR 105)', () => {
  it('writes places, games and firms as spelled and keeps a clause opening with one apart', async () => {
    const options = await optionsOf({
      messageType: 'promotion',
      tone: 'warm_professional',
      length: 'medium',
      newHireName: 'Tomasz Wrona',
      currentRole: 'Duty Manager',
      newRole: 'Store Manager',
      promotionDetails: 'opened the krakow store, google reviews went 3.9 -> 4.6',
      expertise: 'rota planning and stock control',
    });
    const prose = options.slice(0, 2).join('\n');
    expect(prose).toContain('Krakow');
    expect(prose).not.toMatch(/krakow/);
    // "…, Google reviews went from 3.9 to 4.6 and specialises": the reviews never specialise.
    expect(prose).not.toMatch(/4\.6 and (?:specialises|brings)/);
  });

  it('writes a title typed in sentence case in lower case after "our new"', async () => {
    const [chat] = await optionsOf({
      messageType: 'welcome',
      tone: 'warm_professional',
      length: 'short',
      newHireName: 'Ade Bello',
      role: 'Night porter',
      startDate: 'Monday',
    });
    expect(chat).toContain('our new night porter');
  });
});
