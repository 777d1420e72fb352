import { describe, expect, it } from 'vitest';
import { postedOverSeeds, welcomeRequest } from '#server/features/announcements/testing.ts';

/**
 * A welcome in the team's language typed after the team's name, behind a dash, is no part of
 * the name: this session's blind set posted "joins Rōpū Kōwhai (Y4–6) — nau mai, haere mai as
 * our new Kaiako" (graded C by both readers). Every option, two seeds.
 */
describe('a welcome typed after the team', () => {
  it.each([
    ['Rōpū Kōwhai (Y4–6) — nau mai, haere mai', 'Rōpū Kōwhai (Y4–6)', /nau mai/],
    ['Equipo Norte - ¡bienvenida!', 'Equipo Norte', /bienvenida/i],
    ['Lager Süd – herzlich willkommen', 'Lager Süd', /willkommen/i],
    ['Kitchen brigade — karibu sana', 'Kitchen brigade', /karibu/i],
    ['Ward 7 - selamat datang', 'Ward 7', /selamat/i],
  ])(
    '%s is the team %s, its welcome never inside a sentence or the team line',
    async (team, name, welcome) => {
      const options = await postedOverSeeds(
        welcomeRequest({ team, expertise: 'rostering, first aid', length: 'medium' }),
      );
      expect(options.join('\n')).toContain(name);
      for (const option of options)
        for (const line of option.split('\n'))
          if (line.includes(name)) expect(line).not.toMatch(welcome);
    },
  );

  it('keeps a team whose dash is part of its name', async () => {
    const options = await postedOverSeeds(welcomeRequest({ team: 'Ops – North Sea' }));
    expect(options.join('\n')).toContain('Ops – North Sea');
  });
});
