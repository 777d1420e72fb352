import { describe, expect, it } from 'vitest';
import { LENGTHS, type GenerationRequest } from '#domain/generation.ts';
import { postedOptionsOf } from '../testing.ts';
import { tidyTitle } from './composer/tidy.ts';
import { expandShorthand } from './shorthand.ts';
import { correctSpelling, correctTitleSpelling } from './spelling.ts';

/** ADR 133: a common misspelling is corrected; a name, a brand, code or another language stays. */
describe('correctSpelling', () => {
  it.each([
    // Prose, each industry's note as typed.
    ['recieved the safety award twice', 'received the safety award twice'],
    ['ran the managment rota for the ward', 'ran the management rota for the ward'],
    ['acheived a 98% pass rate', 'achieved a 98% pass rate'],
    ['since the begining of the harvest', 'since the beginning of the harvest'],
    ['a safer work enviroment on site', 'a safer work environment on site'],
    ['led a sucessful menu launch', 'led a successful menu launch'],
    ['the outage occured on a Sunday', 'the outage occurred on a Sunday'],
    ['definately the fastest picker', 'definitely the fastest picker'],
    ['keeps two seperate ledgers', 'keeps two separate ledgers'],
    ['truely loved by the patients', 'truly loved by the patients'],
    ['sits on the safety comittee', 'sits on the safety committee'],
    ['thanks everyone personaly.', 'thanks everyone personally.'],
    // A capital opening the text, a sentence or a bullet keeps its capital.
    ['Recieved two awards. Definately a star', 'Received two awards. Definitely a star'],
    ['- Sucessful pilot\n- Managment course', '- Successful pilot\n- Management course'],
    // A note typed all in capitals stays in capitals.
    ['SUCESSFUL LAUNCH IN THE NEW ENVIROMENT', 'SUCCESSFUL LAUNCH IN THE NEW ENVIRONMENT'],
    // A part of a hyphenated word, and a word before punctuation.
    ['a managment-trainee, then self-sucessful!', 'a management-trainee, then self-successful!'],
  ])('%s → %s', (typed, corrected) => {
    expect(correctSpelling(typed)).toBe(corrected);
  });

  it.each([
    // Names and words that look like typos: "Teh" and "Thier" as surnames, "Aline" a name.
    'welcome Aline Teh to the team',
    'worked with Dr Thier at the clinic',
    'Thier joined the crew in May',
    'Cristal and Pilar from the night shift',
    // Words of a trade the list takes for slips: a board is planed, a fish knifes through.
    'planed the oak boards by hand',
    'he was planing the door edge',
    'the bow knifes through the chop',
    // Valid words the list corrects other typos to ("form", "loose", "then").
    'fill in the form, then the loose ends',
    // Other languages: French, Spanish, a short French title.
    'a obtenu son diplôme, apprentie boulangère',
    'el personal de la empresa',
    'apprentie',
    'Ingeniero profesional',
    'importante',
    'responsable technique',
    'programa',
    // A word cut short, a brand typed in lower case.
    'made the slides in canva',
    'alway',
    // Acronyms and capitals inside mixed text; a brand in mixed case.
    'the SUCESSFUL programme at NASA',
    'uses RecIeved daily',
    // Code, a file, a handle, an address, an identifier.
    'renamed `occured_at` in the schema',
    'see recieved.pdf and ping @managment',
    'wrote https://example.test/begining and enviroment_id',
    // Ambiguous: "wich" is which or witch; short: "ment".
    'the wich tree, ment well',
  ])('keeps %s as typed', (typed) => {
    expect(correctSpelling(typed)).toBe(typed);
  });
});

describe('correctTitleSpelling', () => {
  it.each([
    ['Managment Trainee', 'Management Trainee'],
    ['SUCESSFUL BIDS LEAD', 'SUCCESSFUL BIDS LEAD'],
    ['enviroment officer', 'environment officer'],
    ['Head of Comittee Services', 'Head of Committee Services'],
    ['Seperate Collections Driver', 'Separate Collections Driver'],
    ['Pilar Thier', 'Pilar Thier'],
    ['apprentie boulangère', 'apprentie boulangère'],
    ['MANAGMENT TRAINEE', 'MANAGEMENT TRAINEE'],
    ['Profesional Services Lead', 'Professional Services Lead'],
    ['Responsable Achats', 'Responsable Achats'],
    // A title in another language with an English gloss keeps its own words.
    [
      'Oficial de notaría (notarial clerk) – deeds & successions',
      'Oficial de notaría (notarial clerk) – deeds & successions',
    ],
    ['Oficial 1ª de notaría', 'Oficial 1ª de notaría'],
    [
      'Técnico de campo – field tech, Managment team',
      'Técnico de campo – field tech, Management team',
    ],
    ['Oficial de segunda (2nd-class officer)', 'Oficial de segunda (2nd-class officer)'],
  ])('%s → %s', (typed, corrected) => {
    expect(correctTitleSpelling(typed)).toBe(corrected);
  });

  it('is applied where the writer reads the title and the notes', () => {
    expect(tidyTitle('Asst Managment Trainee')).toBe('Assistant Management Trainee');
    expect(expandShorthand('recieved 3 awards in 2 yrs')).toBe('received 3 awards in 2 years');
  });
});

describe('a corrected spelling, through the production path', () => {
  const typed: GenerationRequest = {
    newHireName: 'Tomasz Wójcik',
    role: 'Senior Managment Accountant',
    team: 'Finance',
    startDate: 'Monday 7th December',
    company: 'Harlow Foods',
    expertise: 'recieved the CIMA prize; acheived a clean audit two years running',
    hobbies: 'sucessful pub quiz captain',
    messageType: 'welcome',
    tone: 'warm_professional',
    length: 'medium',
  };

  it('is posted corrected and is never refused as an invented fact', async () => {
    for (const length of LENGTHS)
      for (let seed = 1; seed <= 3; seed++) {
        const options = await postedOptionsOf({ ...typed, length }, { seed });
        expect(options).toHaveLength(3);
        for (const option of options) {
          expect(option).not.toMatch(/managment|recieved|acheived|sucessful/i);
          expect(option).toContain('Tomasz');
        }
        expect(options.join('\n')).toMatch(/Management Accountant/);
      }
  });
});
