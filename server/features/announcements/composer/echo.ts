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

const subjectWords = new WeakMap<Subject, { given: Set<string>; name: Set<string> }>();

/** The user's own words, which a message may repeat freely; computed once per subject. */
function wordsOfSubject(subject: Subject): { given: Set<string>; name: Set<string> } {
  let cached = subjectWords.get(subject);
  if (!cached) {
    cached = {
      given: new Set(
        [subject.name.full, ...Object.values(subject.facts).map((f) => f.text)].flatMap(wordsOf),
      ),
      name: new Set([...wordsOf(subject.name.short), ...wordsOf(subject.name.full)]),
    };
    subjectWords.set(subject, cached);
  }
  return cached;
}

/**
 * Tracks what a message has said so far, to keep it from repeating itself outside the
 * user's facts: two sentences that open alike ("Say hi to Tom… Say hi!"), a three-word
 * phrase said twice, or a distinctive word used twice ("confetti… confetti").
 */
export class EchoGuard {
  readonly #given: Set<string>;
  /** The person's name is said on purpose, so phrases containing it never count as echoes. */
  readonly #name: Set<string>;
  readonly #openings = new Set<string>();
  readonly #grams = new Set<string>();
  readonly #words = new Set<string>();

  constructor(subject: Subject, sentences: readonly string[] = []) {
    ({ given: this.#given, name: this.#name } = wordsOfSubject(subject));
    sentences.forEach((s) => this.add(s));
  }

  #parts(text: string) {
    const words = wordsOf(text);
    const given = this.#given;
    const name = this.#name;
    // The user's words and the name are said on purpose: only phrases with words of the
    // template's own can echo, which also keeps long facts cheap to scan.
    const own = words.map((w) => !given.has(w) && !name.has(w));
    const grams: string[] = [];
    for (let i = 0; i + 2 < words.length; i++) {
      if (name.has(words[i] ?? '') || name.has(words[i + 1] ?? '') || name.has(words[i + 2] ?? ''))
        continue;
      if (own[i] || own[i + 1] || own[i + 2])
        grams.push(`${words[i]} ${words[i + 1]} ${words[i + 2]}`);
    }
    const opening =
      words.length >= 2 && !name.has(words[0] ?? '') && !name.has(words[1] ?? '')
        ? `${words[0]} ${words[1]}`
        : '';
    return {
      opening,
      grams,
      words: words.filter(
        (w, i) => own[i] && w.length >= 4 && !/['’]/.test(w) && !REPEATABLE.has(w),
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
