import type { Subject } from './template.ts';

/** Words a message may repeat without sounding repetitive. */
const REPEATABLE = new Set([
  // Short function words that carry no colour of their own.
  'this',
  'that',
  'with',
  'your',
  'have',
  'will',
  'from',
  'what',
  'when',
  'here',
  'more',
  'just',
  'them',
  'they',
  'been',
  'into',
  'than',
  'some',
  'also',
  'each',
  'over',
  'such',
  'only',
  'very',
  'were',
  'then',
  'does',
  'much',
  'many',
  'most',
  'make',
  'made',
  'know',
  'same',
  'well',
  'role',
  'team',
  'work',
  // The words of the occasion itself.
  'welcome',
  'congratulations',
  'congrats',
  'promotion',
  'everyone',
  'please',
  'thank',
  'thanks',
  'share',
  'below',
  'there',
  'their',
  'about',
  'would',
  'which',
  'where',
  'these',
  'those',
  'other',
  'first',
  'being',
  'really',
  'every',
  'always',
  'could',
  'should',
]);

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}'’]+/gu) ?? [];
}

/**
 * Tracks what a message has said so far, to keep it from repeating itself outside the
 * user's facts: two sentences that open alike ("Say hi to Tom… Say hi!"), a three-word
 * phrase said twice, or a distinctive word used twice ("confetti… confetti").
 */
export class EchoGuard {
  readonly #given: Set<string>;
  readonly #name: string;
  readonly #openings = new Set<string>();
  readonly #grams = new Set<string>();
  readonly #words = new Set<string>();

  constructor(subject: Subject, sentences: readonly string[] = []) {
    this.#given = new Set(
      [subject.name.full, ...Object.values(subject.facts).map((f) => f.text)].flatMap(wordsOf),
    );
    this.#name = subject.name.short.toLowerCase();
    sentences.forEach((s) => this.add(s));
  }

  #parts(text: string) {
    const words = wordsOf(text);
    const opening = words.length >= 2 ? words.slice(0, 2).join(' ') : '';
    const grams: string[] = [];
    for (let i = 0; i + 2 < words.length; i++)
      grams.push(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
    return {
      opening: opening.includes(this.#name) ? '' : opening,
      grams: grams.filter((g) => !g.includes(this.#name)),
      words: words.filter(
        (w) => w.length >= 4 && !/['’]/.test(w) && !this.#given.has(w) && !REPEATABLE.has(w),
      ),
    };
  }

  echoes(text: string): boolean {
    const { opening, grams, words } = this.#parts(text);
    return (
      (opening !== '' && this.#openings.has(opening)) ||
      grams.some((g) => this.#grams.has(g)) ||
      words.some((w) => this.#words.has(w))
    );
  }

  add(text: string): void {
    const { opening, grams, words } = this.#parts(text);
    if (opening) this.#openings.add(opening);
    grams.forEach((g) => this.#grams.add(g));
    words.forEach((w) => this.#words.add(w));
  }
}

/** Whether a message, sentence by sentence, repeats itself. */
export function hasEcho(sentences: readonly string[], subject: Subject): boolean {
  const guard = new EchoGuard(subject);
  for (const sentence of sentences) {
    if (guard.echoes(sentence)) return true;
    guard.add(sentence);
  }
  return false;
}
