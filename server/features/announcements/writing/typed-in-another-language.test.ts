import { describe, expect, it } from 'vitest';
import { postedOverSeeds, postedWelcome, proseOf } from '../testing.ts';

/**
 * Words typed in another language or as chat, never posted raw (ADR 198): an abbreviation
 * of another language ("8 J." for "8 Jahre"), a weekday typed in another language
 * ("dv. 4/12", "3ª feira, 1 dez"), a start typed as a condition with chat
 * ("once the snow's in lol"). Each is read where its home reads it, or kept out of prose.
 */
describe('words typed in another language or as chat', () => {
  it('reads a German "J." after a figure as years, never posting "J."', async () => {
    const { all } = await postedWelcome({
      newHireName: 'Matthias Berger',
      role: 'Brewer',
      company: '8 J. Braumeister in a monastery brewery near Andechs',
    });
    expect(all).not.toMatch(/\b8 J\./);
    expect(all).toMatch(/8 years as a Braumeister/);
  });

  it('does not post a German fragment as a sentence ("15 J. im Haus")', async () => {
    const options = await postedOverSeeds({
      messageType: 'promotion',
      tone: 'casual_concise',
      length: 'short',
      newHireName: 'Sabine Wolf',
      currentRole: 'Konditorin',
      newRole: 'Head Pastry Chef',
      startDate: '01.02.2027',
      promotionDetails: '15 J. im Haus. Meisterin since March.',
    });
    for (const o of options) expect(o).not.toMatch(/\bJ\. im\b|\bim Haus\b/);
    expect(options.join('\n')).toMatch(/15 years/);
  });

  it('reads a Catalan short weekday before a date ("dv. 4/12")', async () => {
    const { all } = await postedWelcome({
      newHireName: 'Jordi Puigdemont Serra',
      role: 'Ski Patroller',
      startDate: 'dv. 4/12',
    });
    expect(all).not.toMatch(/\bdv\./);
    expect(all).toMatch(/Friday,? 4 December|4 December/);
  });

  it('reads a Portuguese weekday typed "3ª feira" before a date', async () => {
    const { all } = await postedWelcome({
      newHireName: 'Joaquim Ferreira Lopes',
      role: 'Cork Harvester',
      startDate: '3ª feira, 1 dez',
    });
    expect(all).not.toMatch(/feira|3ª/);
    expect(all).toMatch(/Tuesday,? 1 December/);
  });

  it('never says "on" before a start typed as a condition, nor posts "lol"', async () => {
    const { all, prose } = await postedWelcome({
      newHireName: 'Kalani Akana',
      role: 'Surf Instructor',
      startDate: 'whenever the swell hits 3m lol — on call from Jan 5',
    });
    expect(all).not.toMatch(/\blol\b/i);
    for (const p of prose) expect(p).not.toMatch(/\bon whenever\b|\bis whenever\b/);
    expect(all).toMatch(/whenever the swell hits 3m/);
  });

  it('never posts "bc" or half-Spanish notes in a promotion', async () => {
    const options = await postedOverSeeds({
      messageType: 'promotion',
      tone: 'excited_fun',
      length: 'long',
      newHireName: 'Rosa Medina',
      currentRole: 'Baker',
      newRole: 'Head Baker',
      startDate: '2 Nov',
      promotionDetails:
        'rosa has been with us 9 yrs. she runs the night oven now. ya empezó el 2 nov but we waited bc the holidays were busy',
    });
    for (const o of options) {
      expect(o).not.toMatch(/\bbc\b/);
      expect(o).not.toMatch(/empezó/);
    }
  });

  it('writes "w the" as "with the" and "like 40/month" without "like"', async () => {
    const options = proseOf(
      await postedOverSeeds({
        messageType: 'promotion',
        tone: 'warm_professional',
        length: 'medium',
        newHireName: 'Tomasz Nowak',
        currentRole: 'Packer',
        newRole: 'Shift Lead',
        startDate: '1 Dec',
        promotionDetails: 'orders went from like 60/week to 150/week. he trains w the new packers.',
      }),
    );
    for (const o of options) {
      expect(o).not.toMatch(/\bw the\b/);
      expect(o).not.toMatch(/\blike 60\b/);
    }
  });
});
