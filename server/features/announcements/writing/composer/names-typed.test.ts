import { describe, expect, it } from 'vitest';
import { LENGTHS, type GenerationRequest } from '#domain/generation.ts';
import { postedOptionsOf } from '../../testing.ts';
import { withoutMarkup } from './typed-notation.ts';
import { optionsOf } from './testing.ts';

/**
 * A preferred name typed with a remark in brackets made the writer fail on one seed in five
 * at every length (2026-11-27): the remark was repeated at every mention, the name check
 * refused each option, and the guaranteed scannable post too. The input is written for this
 * test.
 */
const input: GenerationRequest = {
  newHireName: 'Joana Costa',
  preferredName: 'Miss Costa (the class will call her Miss C anyway)',
  role: 'Reception class teacher',
  team: 'Early Years',
  startDate: 'after the summer',
  hobbies: 'netball, pottery',
  messageType: 'welcome',
  tone: 'friendly_approachable',
  length: 'medium',
};

describe('a remark typed after the preferred name', () => {
  it('never makes the writer fail, and is never posted', async () => {
    for (const length of LENGTHS)
      for (let seed = 1; seed <= 5; seed++) {
        const options = await postedOptionsOf({ ...input, length }, { seed });
        expect(options).toHaveLength(3);
        for (const option of options) {
          expect(option).toContain('Joana Costa');
          expect(option).not.toContain('anyway');
        }
      }
  });
});

describe('markup pasted into the form', () => {
  it('is read as the text a page shows: no tag or entity reaches a post', () => {
    expect(withoutMarkup('<b>Parks &amp; Open Spaces</b> crew')).toBe('Parks & Open Spaces crew');
    expect(withoutMarkup('<p>Tuesday 3rd June</p>')).toBe('Tuesday 3rd June');
    // Markdown bold from a hiring doc (ADR 069); a lone star or an underscore in a name stays.
    expect(withoutMarkup('**Northwind** (6 years, billing)')).toBe('Northwind (6 years, billing)');
    expect(withoutMarkup('__Kestrel Labs__')).toBe('Kestrel Labs');
    expect(withoutMarkup('rated 5* by guests, team_alpha')).toBe('rated 5* by guests, team_alpha');
    expect(withoutMarkup('won the cup<br>then the league<br/>')).toBe(
      'won the cup\nthen the league',
    );
    expect(withoutMarkup('<a href="https://x.test/a">our blog</a> &#8211; read it')).toBe(
      'our blog – read it',
    );
    // Not markup: a heart, a comparison, a company's ampersand, an unknown entity.
    for (const kept of ['love this team <3', 'a < b and c > d', 'R&D', 'Q&A; tbc', '&madeup;'])
      expect(withoutMarkup(kept)).toBe(kept);
  });

  it('never reaches an option, through the production path', async () => {
    const typed: GenerationRequest = {
      newHireName: 'Ruth Adeyemi',
      role: 'Trainee Solicitor',
      team: '<strong>Housing &amp; Debt</strong> team',
      startDate: '<p>Monday 2nd June</p>',
      company: 'Shelter (Leeds)',
      expertise: '<ul><li>housing disrepair</li><li>benefit appeals</li></ul>',
      messageType: 'welcome',
      tone: 'warm_professional',
      length: 'medium',
    };
    for (const length of LENGTHS) {
      const options = await postedOptionsOf({ ...typed, length }, { today: '2026-05-20' });
      expect(options).toHaveLength(3);
      for (const option of options) {
        expect(option).not.toMatch(/<\/?[a-z]+>|&amp;/u);
        expect(option).toContain('Housing & Debt');
      }
    }
  });
});

describe('the name the notes say the person goes by', () => {
  const promotion = (newHireName: string, promotionDetails: string): GenerationRequest => ({
    messageType: 'promotion',
    tone: 'warm_professional',
    length: 'long',
    newHireName,
    currentRole: 'Deckhand',
    newRole: 'Bosun',
    promotionDetails,
  });

  it('says "everyone calls him Tosh" as the short name, and posts no "pls use that"', async () => {
    // The eleventh set's readers: "never uses Majo, full name repeated", and the request posted.
    const options = await optionsOf(
      promotion(
        'Thomas Edward Ashworth',
        'ran the winter refit with no lost days. everyone calls him Tosh - pls use that somewhere',
      ),
    );
    for (const option of options) {
      expect(option).toContain('Tosh');
      expect(option).not.toMatch(/pls|use that/i);
      expect(option.match(/Thomas Edward Ashworth/g)).toHaveLength(1);
    }
  });

  it('takes a short form of the first name the notes use ("Guille’s crew"), never "Will"', async () => {
    const called = await optionsOf(
      promotion('Guillermina Soto Vidal', "Guille's crew rigged the new mast in 3 days"),
    );
    expect(called.join('\n')).toMatch(/Guillermina Soto Vidal \(Guille\)|\bGuille\b(?!'s crew)/);
    const word = await optionsOf(
      promotion('Williamina Soto Vidal', 'Will report to the harbour master from May'),
    );
    expect(word.join('\n')).not.toMatch(/\(Will\)|Congratulations, Will\b|Well deserved, Will\b/);
  });
});

/**
 * Issue 21, the eleventh set: a Vietnamese name, a name typed in two scripts and a Portuguese
 * name with a compound given name were said in full in every sentence, the other script alone
 * at later mentions. The full name is said once; later mentions use the name the person is
 * called by, and every option passes the fact screen. The inputs are written for this test.
 */
describe('the name the person is called by after the first mention', () => {
  const cases: [GenerationRequest, string, string][] = [
    [
      { ...input, preferredName: undefined, newHireName: 'Trần Thị Bích Ngọc' },
      'Trần Thị Bích Ngọc',
      'Ngọc',
    ],
    [
      { ...input, preferredName: undefined, newHireName: 'Σοφία Καραλή (Sofia Karali)' },
      'Σοφία Καραλή (Sofia Karali)',
      'Sofia',
    ],
    [
      { ...input, preferredName: undefined, newHireName: 'Ana Paula Ribeiro Matos' },
      'Ana Paula Ribeiro Matos',
      'Ana Paula',
    ],
  ];
  it.each(cases)('%# says the full name once, then the short form', async (typed, full, short) => {
    for (let seed = 1; seed <= 3; seed++) {
      const options = await postedOptionsOf(typed, { seed });
      expect(options).toHaveLength(3);
      for (const option of options.slice(0, 2)) {
        expect(option.split(full).length - 1, option).toBe(1);
        expect(option, option).toContain(short);
        expect(option.replace(full, ''), option).not.toMatch(/Σοφία/u);
      }
    }
  });
});
