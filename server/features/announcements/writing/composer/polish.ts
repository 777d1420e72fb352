import { withoutEmoji } from './typed-notation.ts';

/**
 * Final typography shared by every option.
 */

/**
 * The text with each of the person's names (longest first) replaced by a private-use
 * placeholder that no typography rule matches, and the way back. A name is sacred (issue 13):
 * "Dr. A..B", "<b>!?</b>" or "../etc" stay exactly as typed whatever is tidied around them.
 */
export function hideNames(
  text: string,
  names: readonly string[],
): { hidden: string; forms: string[]; restore(text: string): string } {
  const forms = [...new Set(names.filter(Boolean))].sort((a, b) => b.length - a.length);
  return {
    hidden: forms.reduce((out, name, i) => out.replaceAll(name, `\uE000${i}\uE001`), text),
    forms,
    restore: (out) => out.replace(/\uE000(\d+)\uE001/g, (_m, i: string) => forms[Number(i)] ?? ''),
  };
}

/**
 * "for for", "the the", "at at", "Team Lead lead": a word said twice where two pieces were
 * joined (ADR 140). A last resort behind the sources' own care: a small word doubled goes,
 * and so does a word doubled in a different case ("senior Senior"), the capitalised copy kept.
 * "had had", "that that" are English; a name ("Bora Bora") is hidden before this runs.
 */
const SMALL_WORD =
  /^(?:the|a|an|for|at|to|of|in|on|with|from|by|as|and|or|our|their|his|her|is|was|will|be)$/;

function undoubled(line: string): string {
  // Words and what lies between them: "for", " ", "for", " the…".
  const parts = line.split(/([^\p{L}\p{N}'’-]+)/u);
  const out: string[] = [];
  for (const part of parts) {
    const gap = out.at(-1);
    const word = out.at(-2);
    const doubled =
      gap !== undefined &&
      /^ +$/.test(gap) &&
      word !== undefined &&
      /^\p{L}+$/u.test(part) &&
      word.toLowerCase() === part.toLowerCase() &&
      (word !== part || SMALL_WORD.test(part.toLowerCase()));
    if (!doubled) {
      out.push(part);
      continue;
    }
    // The copy kept: the capitalised one ("senior Senior Nurse" → "Senior Nurse").
    out.pop();
    if (/^\p{Lu}/u.test(part) && !/^\p{Lu}/u.test(word)) out[out.length - 1] = part;
  }
  return out.join('');
}

/**
 * "Fun fact: A. Fun fact: B.": a label said again on the very next sentence, where the chat
 * post told a fun fact's sentences one by one (the sixth set's "two 'Fun fact:' labels in a
 * row"). The second goes; its sentence goes on under the first.
 */
const LABEL_AGAIN = /(\b(Fun fact|Outside work): [^\n]*?[.!?]) \2: (\p{L})/gu;

/**
 * Final typography: at most one emoji, no stray spaces or doubled punctuation. The person's
 * name (`names`) is left exactly as typed: its emoji, spaces and punctuation are not
 * typography to tidy (issue 13: the name is sacred).
 */
export function polish(text: string, names: readonly string[] = []): string {
  const { hidden, forms } = hideNames(text, names);
  const oneEmoji = withoutEmoji(hidden, (index) => index === 0);
  const tidy = oneEmoji
    .split('\n')
    .map((line) =>
      line
        .replace(/[ \t]+/g, ' ')
        .replace(/ +([,.;:!?])/g, '$1')
        .replace(/(?<!\.)\.\.(?!\.)/g, '.')
        .replace(/([!?])\./g, '$1')
        // "(rajar Q2!)!": the mark typed inside the bracket and the sentence's own after it;
        // one is said, after the bracket (ADR 066).
        .replace(/(?<=[\p{L}\p{N}])([!?])+\)([!?])/gu, ')$2')
        // "+11% (RAJAR Q3!) Go, Cormac!": the bracket's mark ends the sentence, so it goes
        // after the bracket, where a sentence's mark stands. A bullet is no sentence: its
        // bracket keeps its own mark ("• Team: events (all 4 of us!)", ADR 069).
        .replace(/(?<=[\p{L}\p{N}])([!?])\)(?=\s+(?:\p{Lu}|\uE000)|\s*$)/gu, (m, mark: string) =>
          /^\s*•/.test(line) ? m : `)${mark}`,
        )
        .replace(/,([.!?])/g, '$1')
        .replace(/\b(Inc|Ltd|Co|Corp)\.([!?])/g, '$1$2')
        .replace(/.+/, undoubled)
        .trim(),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(
      LABEL_AGAIN,
      (_m, first: string, _label: string, next: string) => `${first} ${next.toUpperCase()}`,
    )
    .trim();
  // A name ending in a full stop ("Jr.") ends the sentence with it, not with a second one.
  return tidy.replace(/\uE000(\d+)\uE001(\.)?/g, (_m, i: string, stop?: string) => {
    const name = forms[Number(i)] ?? '';
    return stop && !name.endsWith('.') ? `${name}.` : name;
  });
}
