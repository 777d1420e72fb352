import nlp from 'compromise';
import type { GenerationRequest } from '#domain/generation.ts';
import { lower, nameOf, sentencesOf, wordsOf } from '../read.ts';
import type { CheckContext } from './context.ts';

/**
 * Sentence surgery, issue 21's failure classes: a determiner glued to a pronoun or a verb
 * ("The it launched", "The everyone goes"), a note's capital left mid-sentence ("who Won the
 * Daisy Award", ") Led the migration", "— She'll now lead"), and a sentence that starts in
 * lower case.
 */

const tagMemo = new Map<string, string[]>();
function tagsOf(word: string): string[] {
  let tags = tagMemo.get(word);
  if (!tags) {
    const doc = nlp(word) as unknown as { docs: { tags: Set<string> }[][] };
    tags = [...(doc.docs[0]?.[0]?.tags ?? [])];
    tagMemo.set(word, tags);
  }
  return tags;
}

const DETERMINER = /\b(the|a|an|our|their|its|my|your|every|each)\s+([\p{L}'’]+)/giu;
const PRONOUN =
  /^(?:it|it['’]s|everyone|everybody|someone|somebody|nobody|anyone|anybody|she|he|they|we|i|you|him|them|us|she['’](?:s|ll|d)|he['’](?:s|ll|d)|they['’](?:re|ll|ve|d))$/i;
/** Verbs that are only verbs: a determiner before them is a cut sentence. */
const PAST_ONLY =
  /^(?:was|were|went|led|launched|won|got|gave|took|made|ran|built|grew|wrote|brought|taught|shipped|closed|saved|published|started|joined|mentored|trained|opened|rebuilt|delivered|reduced|increased|cut)$/i;

function determinerProblems(option: string): string[] {
  const found: string[] = [];
  for (const m of option.matchAll(DETERMINER)) {
    const next = m[2]!;
    // "our IT team", "our US office": an acronym in capitals is not the pronoun.
    if (PRONOUN.test(next) && !/^\p{Lu}{2,}$/u.test(next))
      found.push(`determiner before a pronoun: “${m[0]}”`);
    else if (PAST_ONLY.test(next) && !/^(?:a|an)$/i.test(m[1]!))
      found.push(`determiner before a verb: “${m[0]}”`);
  }
  return found;
}

export function checkDeterminers({ options }: CheckContext): string[] {
  return options.flatMap((o, i) => determinerProblems(o).map((p) => `option ${i + 1}: ${p}`));
}

/** Capitalised words the user typed where a capital is theirs: titles, names, mid-note words. */
function typedCapitals(input: GenerationRequest): Set<string> {
  const set = new Set<string>();
  const titles = [input.role, input.currentRole, input.newRole, input.team, input.company];
  for (const t of titles) for (const w of wordsOf(t ?? '')) set.add(w);
  for (const w of wordsOf(`${input.newHireName} ${input.preferredName ?? ''}`)) set.add(w);
  // In notes, only capitals that are not the first word of a line, sentence or list item.
  for (const field of [
    input.expertise,
    input.hobbies,
    input.funFact,
    input.promotionDetails,
    input.achievementDescription,
    input.achievementDetails,
  ])
    for (const part of (field ?? '').split(/[\n.!?;,:(—–-]+|\s-\s/))
      wordsOf(part)
        .slice(1)
        .forEach((w) => set.add(w));
  return set;
}

const ORDINARY = ['Verb', 'Adverb', 'Pronoun', 'Determiner', 'Preposition', 'Conjunction'];

/** A word a note capitalised because it opened the note, now in the middle of a sentence. */
function capitalProblems(option: string, input: GenerationRequest): string[] {
  const typed = typedCapitals(input);
  const found: string[] = [];
  for (const sentence of sentencesOf(option)) {
    // After a label or a colon a capital may open what follows ("Fun fact: She…").
    const body = sentence.text.replace(/^[^\p{L}\p{N}]*(?:[^:]{1,40}:\s+)?/u, '');
    const tokens = [...body.matchAll(/[\p{L}][\p{L}'’-]*/gu)];
    for (const [k, m] of tokens.entries()) {
      if (k === 0 && m.index === 0) continue;
      const word = m[0];
      if (!/^\p{Lu}\p{Ll}/u.test(word) || word === 'I' || /^I['’]/.test(word)) continue;
      const before = body.slice(0, m.index);
      if (/(?:[:"“(]|^)\s*$/.test(before) && !/\)\s*$/.test(before)) continue;
      if (typed.has(word)) continue;
      const asTyped = tagsOf(word);
      if (asTyped.some((t) => ['Person', 'Place', 'Organization', 'Date'].includes(t))) continue;
      const tags = tagsOf(lower(word));
      // A base-form verb may be a name ("React", "Go", "Rust"); a past or -s form opening a
      // note is the note's capital ("Won", "Led", "Runs").
      const verbForm = tags.includes('Verb') && (tags.includes('PastTense') || /s$/.test(word));
      const ordinary = ORDINARY.filter((t) => t !== 'Verb').some((t) => tags.includes(t));
      if ((verbForm || ordinary) && !tags.includes('ProperNoun'))
        found.push(
          `capital mid-sentence: “${body.slice(Math.max(0, m.index - 12), m.index + word.length)}”`,
        );
    }
  }
  return found;
}

export function checkCapitals({ input, options }: CheckContext): string[] {
  return options.flatMap((o, i) => capitalProblems(o, input).map((p) => `option ${i + 1}: ${p}`));
}

/** A sentence or a bulleted line that starts in lower case (a name typed so aside). */
function sentenceCaseProblems(option: string, input: GenerationRequest): string[] {
  const names = nameOf(input).allowed;
  const found: string[] = [];
  for (const sentence of sentencesOf(option)) {
    const body = sentence.text.replace(/^[^\p{L}\p{N}]+/u, '');
    const first = body.match(/^[\p{L}][\p{L}'’-]*/u)?.[0] ?? '';
    if (!/^\p{Ll}/u.test(first)) continue;
    // "iOS", "eBay", "k8s": styled words keep their case.
    if (/[\p{Lu}\d]/u.test(first.slice(1)) || /^\p{Ll}+\d/u.test(body)) continue;
    if (names.some((n) => body.startsWith(n))) continue;
    found.push(`lower-case sentence start: “${sentence.text.slice(0, 40)}”`);
  }
  return found;
}

export function checkSentenceCase({ input, options }: CheckContext): string[] {
  return options.flatMap((o, i) =>
    sentenceCaseProblems(o, input).map((p) => `option ${i + 1}: ${p}`),
  );
}
