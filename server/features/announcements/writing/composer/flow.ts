import { CALLING_SUFFIX } from '#domain/person-name.ts';
import { escapeRegExp, NO_SENTENCE_END } from '#domain/text.ts';
import { hideNames } from './polish.ts';
import { PARTICIPLE_AFTER_S, saysWhen, tagsOf } from './phrases.ts';
import type { Story } from './story.ts';
import { agreedAfterThey, agreedJoinedVerbs } from './they-agreed.ts';

/**
 * How a prose option reads once its pieces are chosen (ADR 045): the blind readers' first
 * complaint was a sentence per field, each opening with the name ("Lan starts Monday. Lan
 * specialises in… Lan enjoys…"). Two sentences in a row that open with the person's name
 * and a verb are told as one ("Lan starts Monday and specialises in…"), and when the input
 * gives the person's pronoun, a later sentence that opens with the name right after one
 * that names them takes the pronoun. Word counts do not change by more than the name's
 * words, so the length the fit chose still holds; nothing else of a sentence is touched.
 */

/** At most this many words in a sentence made of two: a longer one reads as a run-on. */
const MAX_MERGED_WORDS = 30;

const NAME = '\uE000';

/**
 * Where one sentence ends and the next begins: after a full stop, "!" or "?" and a space,
 * never after a title's stop ("Dr. Soo-ah Park" is one name: split there, a fragment
 * placed after the news landed inside it, "…to Dr — for the rapid sepsis test… Soo-ah Park"),
 * nor inside a case's name ("Henley v. Aurora Medical": "…in the Henley v: first-chair on the
 * motion… Aurora Medical case", the eleventh set's readers), nor inside a title shortened with
 * a stop ("stellv. Filialleiterin", "Asst. Manager": "moves up from stellv: 2 stores now.
 * Filialleiterin…", the fourteenth set's readers), nor after a shortened word's stop ("Pit No. 4",
 * "the 17th-c. atlas", domain/text.ts SHORTENED_WORD: "…Foreman (Pit No: in 2026 his pit gave…
 * 4 & 5)", the twentieth set's readers). The stops that end no sentence have one home,
 * domain/text.ts NO_SENTENCE_END (ADR 159).
 */
export const SENTENCE_BREAK = new RegExp(String.raw`${NO_SENTENCE_END}(?<=[.!?])\s+`, 'u');

/** The sentences of one prose line. */
const sentencesOf = (line: string) => line.split(SENTENCE_BREAK);

export function tellOnce(
  text: string,
  story: Pick<Story, 'full' | 'short' | 'pronoun'> & {
    input?: Story['input'];
    called?: Story['called'];
  },
): string {
  return noThirdInARow(
    withinNameBudget(calledAfterFirst(toldOnce(text, story), story), story),
    story,
  );
}

/** How many sentences in a row may open with the person's name before the next gives way. */
const NAMED_IN_A_ROW = 2;

/**
 * "Sbu reads and plays by ear. Sbu specialises in hymns. Sbu can transpose on the spot.": a
 * third sentence in a row that opens with the name the post calls the person by read as a
 * list of notes, whatever the name budget allowed (ADR 189). It
 * takes the pronoun the user typed ("She can…", "Her expertise…"), unless the sentence
 * before opens with it; with none typed ("they" is never guessed) it joins the statement
 * before it where `joinedToSubject`'s parse is sure of both ("…reads charts, plays by ear and
 * can switch grooves on the spot."). Neither certain, the sentence stays as it was: a
 * repeated name reads better than a guessed pronoun or a run-on. Bullets are never touched.
 */
function noThirdInARow(
  text: string,
  story: Pick<Story, 'full' | 'short' | 'pronoun'> & { input?: Story['input'] },
): string {
  const { full, short } = story;
  if (!short || short === full) return text;
  const pronoun = story.pronoun && typedPronoun(story) ? story.pronoun : undefined;
  const they = pronoun?.subject === 'they';
  const { hidden, forms, restore } = hideNames(text, [full, short]);
  const token = `${NAME}${forms.indexOf(short)}\uE001`;
  // The name the post calls them by: the news that introduces the full name ("Kwame Mensah
  // (Kwams) joins…") is the introduction, not one of the notes' run.
  const named = new RegExp(`^${escapeRegExp(token)}(?![\\p{L}\\p{M}])`, 'u');
  const lines = hidden.split('\n').map((line) => {
    if (/^\s*•/.test(line)) return line;
    const out: string[] = [];
    let run = 0;
    for (const sentence of sentencesOf(line)) {
      const opens = named.test(sentence);
      if (!opens || run < NAMED_IN_A_ROW) {
        run = opens ? run + 1 : 0;
        out.push(sentence);
        continue;
      }
      const before = out.at(-1)!;
      const subject = pronoun && cap(pronoun.subject);
      if (pronoun && subject && !before.startsWith(subject) && sentence.startsWith(token)) {
        out.push(
          withSuffixesKept(sentence, token, (s) =>
            contractedHasIs(s.slice(token.length))
              ? withSubject(s, token, subject, they)
              : s.startsWith(`${token}'s `)
                ? s.replace(`${token}'s`, cap(pronoun.possessive))
                : new RegExp(`^${escapeRegExp(token)} (?=\\p{Ll})`, 'u').test(s)
                  ? withSubject(s, token, subject, they)
                  : s,
          ),
        );
        run = named.test(out.at(-1)!) ? run + 1 : 0;
        continue;
      }
      // The statement before it first; else an earlier one of the run ("Lasse starts on
      // Saturday and can mount bindings in ten minutes. Lasse's expertise covers…"), as a
      // possessive ("Lasse's expertise…") takes no verb after it.
      const at = [...out.keys()]
        .slice(out.length - run)
        .reverse()
        .find((k) => joinedToSubject([out[k]!, sentence], token, false, 1, true).saved);
      if (at === undefined) {
        out.push(sentence);
        run++;
      } else out[at] = joinedToSubject([out[at]!, sentence], token, false, 1, true).sentences[0]!;
    }
    return out.join(' ');
  });
  return restore(lines.join('\n'));
}

/**
 * How often an option may call the person by the short name after the first mention: a
 * long post said "Dr. Karki" five times and a short one "Petrus" four (the readers: "name x4").
 * Past it, the name gives way to the pronoun where a reader takes one (ADR 150).
 */
const NAME_BUDGET = { short: 2, medium: 3, long: 3 } as const;

/**
 * The short name past the option's budget (`NAME_BUDGET`) told with the pronoun the user
 * typed: a sentence that opens with the name after one about the person ("She enjoys…"),
 * one opening with the name's possessive ("Her expertise…"), a label's subject ("Fun fact:
 * she…", "Outside work, she…") and the object of a verb or "to" ("make her feel at home").
 * The last mention, the closing's, keeps the name, and a bullet is never touched. With no
 * typed pronoun ("they" is never guessed) only a greeting's "to" and the name go ("Say hello
 * when you can!").
 */
function withinNameBudget(
  text: string,
  story: Pick<Story, 'full' | 'short' | 'pronoun'> & { input?: Story['input'] },
): string {
  const { full, short } = story;
  const pronoun = story.pronoun && typedPronoun(story) ? story.pronoun : undefined;
  if (!short || short === full) return text;
  const they = pronoun?.subject === 'they';
  const budget = NAME_BUDGET[story.input?.length ?? 'medium'];
  const { hidden, forms, restore } = hideNames(text, [full, short]);
  const token = `${NAME}${forms.indexOf(short)}\uE001`;
  const fullToken = `${NAME}${forms.indexOf(full)}\uE001`;
  const mentions = hidden.split(token).length - 1;
  if (mentions <= budget) return text;
  let over = mentions - budget;
  const lines = hidden.split('\n');
  const told = lines.map((line, l) => {
    if (!pronoun || /^\s*•/.test(line) || over <= 0) return line;
    const subject = cap(pronoun.subject);
    const sentences = sentencesOf(line);
    const last = l === lines.length - 1 ? sentences.length - 1 : -1;
    return sentences
      .map((typed, i) => {
        if (over <= 0 || i === 0 || i === last) return typed;
        const before = sentences[i - 1]!;
        return withSuffixesKept(typed, token, (sentence) => {
          const aboutThem =
            before.includes(token) || before.includes(fullToken) || before.startsWith(subject);
          // "She… She…" in a row reads no better than the name: the opening stays.
          const opens = aboutThem && !before.startsWith(subject);
          let out = sentence;
          // "They specialise", never "They specialises": a subject agrees (ADR 157).
          const turn = (from: string, to: string, subject = false) => {
            if (over <= 0 || !out.includes(from)) return;
            out = subject ? withSubject(out, from, to, they) : out.replace(from, to);
            over--;
          };
          if (opens && out.startsWith(`${token}'s `)) {
            if (contractedHasIs(out.slice(token.length))) turn(token, subject, true);
            else turn(`${token}'s`, cap(pronoun.possessive));
          } else if (opens && new RegExp(`^${escapeRegExp(token)} (?=\\p{Ll})`, 'u').test(out))
            turn(token, subject, true);
          const labelled = LABELLED.exec(out);
          if (aboutThem && labelled?.[2] === token)
            turn(`${labelled[1]}${token}`, `${labelled[1]}${pronoun.subject}`, true);
          // "make Dr. Karki feel at home", "build with Dr. Karki": the object, after a mention.
          const at = out.indexOf(token);
          if (at > 0 && (aboutThem || out.slice(0, at).includes(subject))) {
            const after = out.slice(at + token.length);
            if (TAKES_OBJECT.test(out.slice(0, at)) && !/^['’\p{L}]/u.test(after))
              turn(token, pronoun.object);
          }
          return out;
        });
      })
      .join(' ');
  });
  // "Kizo starts on 5 December. Kizo speaks…": with no pronoun typed, a sentence about the
  // person is joined to the one before it that opens with them (ADR 157); none is guessed.
  if (!pronoun && over > 0)
    for (const [l, line] of told.entries()) {
      if (over <= 0 || /^\s*•/.test(line)) continue;
      const joined = joinedToSubject(sentencesOf(line), token, l === told.length - 1, over);
      over -= joined.saved;
      told[l] = joined.sentences.join(' ');
    }
  // "Say hello to Petrus when you can!": a greeting's "to" and the name may go, as the post
  // is about them; the one rephrasing that needs no pronoun.
  const greeting = new RegExp(
    `\\b((?:[Ss]ay|[Ww]ave) (?:hello|hi|hey)) to ${escapeRegExp(token)}(?= (?:when|whenever|if|on|this|today|at|in)\\b|[.!])`,
    'u',
  );
  const end = told.length - 1;
  if (over > 0 && !/^\s*•/.test(told[end]!)) told[end] = told[end]!.replace(greeting, '$1');
  return restore(told.join('\n'));
}

/** An honorific typed after a name: " ben", " bhai", "-san". */
const SUFFIX_AFTER = String.raw`[ -](?:${CALLING_SUFFIX})(?![\p{L}\p{M}])`;
const SUFFIX_FIRST = new RegExp(`^${SUFFIX_AFTER}`, 'u');

/**
 * "Hetal ben organised…", "Akbar bhai has been…": the honorific typed after the name goes with
 * it. The sentence is told (`tell`) with each honorific set aside, so a mention the pronoun
 * replaces takes its honorific along ("She organised", never "She ben organised": the
 * twenty-first set's ga01 and gp01) and a mention kept gets its own back. Every swap of the
 * name for a pronoun takes its first remaining mention, so the mentions left are the last
 * ones (ADR 150, moved here from a last pass by ADR 165).
 */
function withSuffixesKept(sentence: string, token: string, tell: (s: string) => string): string {
  const suffixes: string[] = [];
  const folded = sentence.replace(
    new RegExp(`${escapeRegExp(token)}(${SUFFIX_AFTER})?`, 'gu'),
    (_m, suffix?: string) => {
      suffixes.push(suffix ?? '');
      return token;
    },
  );
  if (!suffixes.some(Boolean)) return tell(sentence);
  const told = tell(folded);
  const kept = suffixes.slice(suffixes.length - (told.split(token).length - 1));
  let i = 0;
  return told.replaceAll(token, () => `${token}${kept[i++] ?? ''}`);
}

/**
 * "Shaz has been with us for 9 years and runs the croc feeding. Shaz starts Monday.": past the
 * name budget with no pronoun typed, a plain statement that opens with the name joins the one
 * before it that opens with the name too, in the same tense ("…for 9 years, runs the croc
 * feeding and starts Monday."), at most `over` times. A sentence before that already joins
 * two verbs takes the third as a list of three; the closing (`closing`: the line is the
 * option's last) is never joined, nor a sentence with an "and", a "who" or a remark of its own.
 */
function joinedToSubject(
  sentences: string[],
  token: string,
  closing: boolean,
  over: number,
  modalIsPresent = false,
): { sentences: string[]; saved: number } {
  const opensWithName = new RegExp(`^${escapeRegExp(token)} (?=\\p{Ll})`, 'u');
  const verbOf = (s: string) => s.replace(opensWithName, '').split(' ')[0] ?? '';
  const out: string[] = [];
  let saved = 0;
  for (const [i, sentence] of sentences.entries()) {
    const before = out.at(-1);
    const rest = sentence.replace(opensWithName, '');
    const ands = before?.match(/\band\b/gu)?.length ?? 0;
    // "…for 6 years and runs the section and trained 4 apprentices": every "and" joins a verb.
    const verbAnds = !!before && ands > 0 && everyAndJoinsVerbs(before);
    // "Tomasz has been here for 6 years." + "Tomasz runs the pastry section, trained 4
    // apprentices and starts Tuesday.": a plain statement before a list of verbs opens it.
    const listAfter =
      ands === 0 &&
      !before?.includes(',') &&
      rest.match(/\band\b/gu)?.length === 1 &&
      joinsVerbs(rest) &&
      !/\(/u.test(rest);
    // "…can take in a suit jacket overnight and brings expertise in Hausa and Yoruba dress
    // styles": where a run of three is broken (`modalIsPresent`, ADR 189), a statement whose
    // "and"s only join a list may close a sentence with none of its own.
    const listLast =
      modalIsPresent &&
      ands === 0 &&
      !before?.includes(',') &&
      !rest.includes(',') &&
      !joinsVerbs(rest) &&
      onlyListAnds(rest);
    if (
      saved >= over ||
      before === undefined ||
      (closing && i === sentences.length - 1) ||
      !mergeable(before, opensWithName) ||
      !mergeable(sentence, opensWithName) ||
      eitherDated(before, sentence) ||
      (/\band\b|,/u.test(rest) && !listAfter && !listLast) ||
      RELATIVE.test(before) ||
      RELATIVE.test(rest) ||
      endsInAside(before) ||
      !sameTense(verbOf(before), verbOf(sentence), modalIsPresent) ||
      words(before) + words(sentence) - 1 > MAX_MERGED_WORDS ||
      (ands > 1 && !verbAnds) ||
      (ands === 1 && !verbAnds && !onlyListAnds(before))
    ) {
      out.push(sentence);
      continue;
    }
    if (listAfter) {
      out[out.length - 1] = `${before.slice(0, -1)}, ${rest}`;
      saved++;
      continue;
    }
    // "…for 9 years and runs the feeding" + "starts Monday": three verbs, one "and" (a run
    // of them typed with "and… and…" is told as the list too).
    const head = verbAnds
      ? before.slice(0, -1).replace(/ and /gu, ', ')
      : `${before.slice(0, -1)}${ands ? ',' : ''}`;
    out[out.length - 1] = `${head} and ${rest}`;
    saved++;
  }
  return { sentences: out, saved };
}

/**
 * "Raimundo Nonato Bezerra started here in 2009" deep in a post, after the news has said the
 * full name: a name with no certain short form is said by the given name a closing uses
 * (`called`, ADR 099) at every later mention, its possessive too; the full name again read
 * as a second introduction to readers (ADR 127). A name with no such form stays as it is.
 */
function calledAfterFirst(
  text: string,
  story: Pick<Story, 'full' | 'short'> & { called?: string },
) {
  const { full, short, called } = story;
  if (short !== full || !called || called === full) return text;
  const first = text.indexOf(full);
  if (first < 0) return text;
  const at = first + full.length;
  const later = new RegExp(`(?<![\\p{L}\\p{M}])${escapeRegExp(full)}(?![\\p{L}\\p{M}])`, 'gu');
  return text.slice(0, at) + text.slice(at).replace(later, called);
}

/**
 * "starts on Monday and cut tap-to-tap time by 6 minutes": a present and a past joined read as
 * one run of events (the eighteenth set's reader). After the person's name a verb in the
 * present ends in "s" ("starts", "brings", "has"), one in the past does not ("cut", "led").
 */
function sameTense(first: string, second: string, modalIsPresent = false): boolean {
  // "reads charts, plays by ear and can transpose on the spot": a modal of ability or of the
  // future is said of the present (ADR 189); where a merge reads it otherwise it asks for it.
  const present = (verb: string) =>
    /[^s]s$|^(?:is|has|does|goes)$/.test(verb) || (modalIsPresent && /^(?:can|will)$/.test(verb));
  return !first || !second || present(first) === present(second);
}

function toldOnce(
  text: string,
  story: Pick<Story, 'full' | 'short' | 'pronoun'> & { input?: Story['input'] },
): string {
  const { short, full } = story;
  // Only a pronoun the user typed ("she", "his"), not one read from a title ("Mr. W"): a
  // reader of the post, and the eval's strict reading, hold a pronoun to what was typed.
  const pronoun = story.pronoun && typedPronoun(story) ? story.pronoun : undefined;
  if (!short) return text;
  const they = pronoun?.subject === 'they';
  // The names hidden, so that "Dr." or "Jr." inside a name never ends a sentence.
  const { hidden, forms, restore } = hideNames(text, [full, short]);
  const shortAt = forms.indexOf(short);
  const token = `${NAME}${shortAt}\uE001`;
  const named = new RegExp(`\\uE000\\d+\\uE001`);
  // "Lan specialises in…", not "Lan's first day…" nor "Lan, who…": the name, then a verb.
  const opensWithName = new RegExp(`^${escapeRegExp(token)} (?=\\p{Ll})`, 'u');
  const lines = hidden.split('\n').map((line) => {
    if (/^\s*•/.test(line)) return line;
    const said = labelledOnce(sentencesOf(line));
    const out: string[] = [];
    // The verb of the last statement told into the sentence before, once one was merged:
    // a third statement joins only when it shares that verb ("…and brings X and a track
    // record of Y"), never as a third clause of its own.
    let mergedVerb: string | undefined;
    let merged = false;
    for (const sentence of said) {
      const before = out.at(-1);
      const verbOf = (s: string) => s.replace(opensWithName, '').split(' ')[0] ?? '';
      const rest = sentence.replace(opensWithName, '');
      if (
        before !== undefined &&
        out.length > 1 &&
        sameTense(verbOf(before), verbOf(sentence)) &&
        mergeable(before, opensWithName) &&
        mergeable(sentence, opensWithName) &&
        !eitherDated(before, sentence) &&
        (merged
          ? verbOf(sentence) === mergedVerb
          : // "joins us from X and starts Monday and brings…" is a run-on; one verb for
            // both ("brings expertise in X and Y and a track record of Z") is not.
            // A list's "and" in the sentence before is no clause ("specialises in Go and
            // Postgres"): a second statement still joins it, after a comma that keeps the
            // list apart (issue 21: three choppy sentences naming the person in a row).
            (!joinsVerbs(rest) &&
              !endsInAside(before) &&
              // "takes over from Marc who retires in May": an "and" clause after it may be
              // read as Marc's ("…and specialises in reed voicing" was C to a reader).
              !RELATIVE.test(before) &&
              // "started the club, went from 6 kids to 80": a clause after its comma stays
              // the sentence's own, never a third part of a joined one (ADR 097).
              // "trains the volunteers, nobody better at spotting tracks": a remark with no
              // verb of its own ends the joined sentence as it ended its own (ADR 115).
              (!endsInAside(rest) || verblessRemark(rest)) &&
              (!/\band\b/.test(before) ||
                (onlyListAnds(before) && !/\band\b/.test(rest) && !MODAL.test(verbOf(before))))) ||
            sameVerb(before, sentence, opensWithName)) &&
        words(before) + words(sentence) - 1 <= MAX_MERGED_WORDS
      ) {
        // "brings expertise in X and a track record of Y": one verb for both.
        const verb = merged ? mergedVerb! : verbOf(before);
        const shared = verb && rest.startsWith(`${verb} `) ? rest.slice(verb.length + 1) : rest;
        const listBefore =
          !merged && /\band\b/.test(before) && !sameVerb(before, sentence, opensWithName);
        out[out.length - 1] = `${before.slice(0, -1)}${listBefore ? ',' : ''} and ${shared}`;
        mergedVerb = verbOf(sentence);
        merged = true;
        continue;
      }
      merged = false;
      out.push(sentence);
    }
    if (!pronoun) return reopened(out, restore).join(' ');
    // The pronoun only right after a sentence that names the person, never twice in a row:
    // "She… She… She…" reads no better than the name. A name with no certain short form
    // is the full name again: after the first mention it takes the pronoun every time, as
    // the full name in every sentence was what readers rewrote (ADR 090).
    const noShort = short === full;
    let previousTook = false;
    const told = out.map((typed, i) =>
      withSuffixesKept(typed, token, (sentence) => {
        const took =
          i > 0 &&
          (noShort || !previousTook) &&
          named.test(out[i - 1]!) &&
          (opensWithName.test(sentence) || sentence.startsWith(`${token}'s `));
        previousTook = took;
        if (!took) {
          // "Fun fact: she makes the best croissants": after a label, the same.
          const labelled = LABELLED.exec(sentence);
          return noShort && i > 0 && labelled?.[2] === token
            ? withSubject(
                sentence,
                `${labelled[1]}${token}`,
                `${labelled[1]}${pronoun.subject}`,
                they,
              )
            : sentence;
        }
        // "Nando's been flying" is "Nando has been": its pronoun is "He's", not "His".
        if (contractedHasIs(sentence.slice(token.length)))
          return withSubject(sentence, token, cap(pronoun.subject), they);
        return sentence.startsWith(`${token}'s `)
          ? sentence.replace(`${token}'s`, cap(pronoun.possessive))
          : withSubject(sentence, token, cap(pronoun.subject), they);
      }),
    );
    // With no short form, the full name would come back: the pronoun stays.
    // "They run…" turned back to the name would need its verb agreed again: "they" stays.
    const turned = noShort || they ? told : namedInTurn(told, token, pronoun, named);
    return reopened(turned, restore).join(' ');
  });
  const told = lines.join('\n');
  return restore(pronoun && short === full ? objectPronouns(told, token, pronoun.object) : told);
}

/**
 * "He converted 40 ha to organic. He'll now run cellar and vineyard both.": sentences the notes
 * or the story told with the pronoun, one after another, open alike as a run of the name does.
 * In a run that follows the post's first sentence or one that opens with the person, every
 * second pronoun takes the name back ("Pieter will now run…"), so name and pronoun alternate
 * (ADR 090). A run after any other sentence may be about someone that sentence names: kept.
 */
function namedInTurn(
  sentences: string[],
  token: string,
  pronoun: NonNullable<Story['pronoun']>,
  named: RegExp,
): string[] {
  const subject = cap(pronoun.subject);
  const opens = new RegExp(`^${subject}(?= |['’](?:s|ll) )`, 'u');
  const out = [...sentences];
  let run = 0;
  for (let i = 0; i < out.length; i++) {
    const sentence = out[i]!;
    run = opens.test(sentence) ? run + 1 : 0;
    const start = i - run + 1;
    const before = out[start - 1];
    if (
      run < 2 ||
      run % 2 === 1 ||
      before === undefined ||
      !(start === 1 || (named.test(before) && before.startsWith(token)))
    )
      continue;
    const rest = sentence.slice(subject.length);
    // "He'll now run…" → "Pieter will now run…"; "He's 67" → "Graham is 67" ("Graham's 67"
    // reads as a possessive fragment); "He's been" → "Graham has been".
    out[i] = /^['’]ll /.test(rest)
      ? `${token} will ${rest.slice(4)}`
      : /^['’]s /.test(rest)
        ? `${token} ${PARTICIPLE_AFTER_S.test(rest.slice(3)) ? 'has' : 'is'} ${rest.slice(3)}`
        : `${token}${rest}`;
  }
  return out;
}

/** "Fun fact: Lan…", "Outside work, Lan…": a label, then the name as the subject. */
const LABELLED = /^((?:Fun fact:|Outside work,) )(\uE000\d+\uE001) (?=\p{Ll})/u;

/**
 * "Fun fact: Tiihu keeps bees. Fun fact: Tiihu once met the Queen.": two fields each brought a
 * fact of one kind, and the label was said twice in one option. A later sentence under a label
 * the option already said, when it has the person as its subject, is told without the label
 * (and may then join the sentence before it); a labelled fragment keeps its label, as it cannot
 * stand without one (ADR 148).
 */
function labelledOnce(sentences: string[]): string[] {
  const said = new Set<string>();
  return sentences.map((sentence) => {
    const label = /^(?:fun fact|outside work)\b/i.exec(sentence)?.[0].toLowerCase();
    if (!label) return sentence;
    const labelled = said.has(label) ? LABELLED.exec(sentence) : null;
    said.add(label);
    return labelled ? sentence.slice(labelled[1]!.length) : sentence;
  });
}

/** The sentence's first word as a reader sees it: "Jakub" for "Jakub Nowak" and "Jakub's". */
const openingWord = (sentence: string, restore: (text: string) => string) =>
  (/\p{L}[\p{L}\p{N}-]*/u.exec(restore(sentence))?.[0] ?? '').toLowerCase();

/**
 * "Jakub starts Monday. Jakub enjoys cycling outside work.": two sentences in a row that open
 * with the same word read as a list of fields (the twelfth set's readers: "'Jakub' opens every
 * sentence"). Where the pronoun is unknown the name cannot give way to it; a sentence whose
 * frame the writer already says the other way round ("Outside work, Jakub enjoys…", forms.ts)
 * is told that way. No other opening is made up (ADR 090).
 */
function reopened(sentences: string[], restore: (text: string) => string): string[] {
  return sentences.map((sentence, i) => {
    if (i === 0 || openingWord(sentence, restore) !== openingWord(sentences[i - 1]!, restore))
      return sentence;
    const outside = /^(\uE000\d+\uE001 \p{Ll}[^.!?]*?),? outside (?:of )?work\.$/u.exec(sentence);
    // "Tomasz brings expertise in kiln firing, and enjoys chess outside work": a pastime joined
    // to a skill by ", and" is outside work alone; put first, the label took the skill too
    // ("Outside work, Tomasz brings expertise in…", ADR 182).
    if (outside && /,\s+and\s/.test(outside[1]!)) return sentence;
    return outside ? `Outside work, ${outside[1]}.` : sentence;
  });
}

/** A word the person follows as its object: "Say hi to …", "Give … a wave", "Ask … about". */
const TAKES_OBJECT =
  /(?:^|[^\p{L}])(?:to|with|give|ask|congratulate|thank|welcome|join|wish|tell|show|help) $/iu;

/**
 * "Say hi to Harpreet Kaur Sandhu", "Give Li Na a wave": a name with no certain short form
 * (person-name.ts) was said whole at every mention, which readers marked ("full name three
 * times"; "swap the repeated name for 'he'"). After its first mention, the name as the object
 * of a verb or "to" takes the pronoun the input gives; a bullet, a possessive and a name
 * spoken to ("Welcome, …") keep it.
 */
function objectPronouns(text: string, token: string, object: string): string {
  const first = text.indexOf(token);
  if (first < 0) return text;
  let out = text.slice(0, first + token.length);
  let rest = text.slice(first + token.length);
  for (let at = rest.indexOf(token); at >= 0; at = rest.indexOf(token)) {
    const before = out + rest.slice(0, at);
    const after = rest.slice(at + token.length);
    const line = before.slice(before.lastIndexOf('\n') + 1);
    const takes = TAKES_OBJECT.test(line) && !/^\s*•/.test(line) && !/^['’\p{L}]/u.test(after);
    out = before + (takes ? object : token);
    // "Say hi to her", never "to her ben": the honorific goes with the name.
    rest = takes ? after.replace(SUFFIX_FIRST, '') : after;
  }
  return out + rest;
}

/** "'s" as "has" or "is" before a participle or a verb's word: "'s been", "'s got", "'s now". */
const contractedHasIs = (rest: string) =>
  /^'s /.test(rest) &&
  (PARTICIPLE_AFTER_S.test(rest.slice(3)) ||
    /^(?:now|also|always|never|still|just|already|going|leaving|moving|joining|taking|heading)\b/u.test(
      rest.slice(3),
    ));

/**
 * Statements typed apart, one of which says when it happened ("started bagging at 19"), are
 * two events, never one sentence (ADR 192).
 */
const eitherDated = (before: string, sentence: string) => saysWhen(before) || saysWhen(sentence);

/** A plain statement about the person: the name, a verb, no dash, colon or aside. */
function mergeable(sentence: string, opensWithName: RegExp): boolean {
  return opensWithName.test(sentence) && /\.$/.test(sentence) && !/[—;:!?]|\s[-–]\s/.test(sentence);
}

function typedPronoun(story: Pick<Story, 'pronoun'> & { input?: Story['input'] }): boolean {
  if (!story.input || !story.pronoun) return !story.input && !!story.pronoun;
  // "they" is set only where the user asked for it (story.ts, ADR 157).
  if (story.pronoun.subject === 'they') return true;
  const typed = Object.values(story.input)
    .filter((v): v is string => typeof v === 'string')
    .join(' ');
  const words = story.pronoun.subject === 'she' ? 'she|her|hers|herself' : 'he|him|his|himself';
  return new RegExp(`\\b(?:${words})\\b`, 'i').test(typed);
}

/**
 * "trained 30 starters and moves up next week": a sentence that already joins two verb
 * phrases takes no third ("started in 2019 and trained … and moves up…" is a run-on).
 */
function joinsVerbs(sentence: string): boolean {
  return verbAndsOf(sentence) > 0;
}

/** How many of a sentence's "and"s join a verb. */
function verbAndsOf(sentence: string): number {
  // "started the club and went from 6 kids to 80": an irregular past joins verbs too.
  return [
    ...sentence.matchAll(
      /\band (\p{Ll}+(?:s|ed)|went|grew|won|ran|led|built|took|made|got|became|brought|taught|wrote|began|set)\b/gu,
    ),
  ].filter(([, word]) => {
    const tags = tagsOf(word!);
    return (
      (tags.includes('PresentTense') || tags.includes('PastTense')) &&
      !tags.includes('Noun') &&
      !tags.includes('Gerund')
    );
  }).length;
}

/**
 * Every "and" of the sentence joins a verb: "…and runs the section and trained four". A past
 * in "-ed" after "and" counts, which the lexicon alone reads as an adjective ("trained").
 */
const everyAndJoinsVerbs = (sentence: string) =>
  [...sentence.matchAll(/\band\b(?: (\p{Ll}+))?/gu)].every(
    ([, word]) => !!word && (/ed$/u.test(word) || verbAndsOf(`and ${word}`) > 0),
  );

/**
 * "would like to thank the ED and ICU teams": a wish or a plan is no statement of who the
 * person is; a skill joined to it reads as one more thing they would like.
 */
/** A relative clause about someone or something else inside a sentence. */
const RELATIVE = /\b(?:who|whom|whose|which)\b/;
const MODAL = /^(?:would|could|will|can|should|may|might|must|wants?|hopes?|plans?)$/i;

/**
 * "specialises in Go and Postgres": every "and" in the sentence joins things, the word after
 * it a name or a word the lexicon knows as no verb. "and set up the clinic", "and fish
 * butchery" may join a verb: such a sentence takes no clause after it (ADR 074).
 */
function onlyListAnds(sentence: string): boolean {
  return [...sentence.matchAll(/\band ([\p{L}\d][\p{L}\d'’-]*)/gu)].every(
    // "joins us from X and 2 years at Y": a count after "and" is a second fact typed, no
    // item of a list; "…as student, and starts on 2 February" read as a run-on (ADR 097).
    ([, word]) => /^\p{Lu}/u.test(word!) || (!/^\d/.test(word!) && !tagsOf(word!).includes('Verb')),
  );
}

/**
 * "took waste down 22% last year, best in the region.": a sentence that ends in a phrase
 * after a comma takes no "and" clause after it ("…, best in the region and takes over…"
 * reads as if the region took over). A date after its comma ("Monday, January 11") is none.
 */
const endsInAside = (sentence: string) =>
  // "…network, more than 30 mentees so far": a figure in the phrase keeps it one too. A
  // phrase opening with a name is one ("…handling, Google reviews went from 4.1 to 4.8":
  // joined, the reviews specialised, ADR 105).
  /,\s+(?:\p{Ll}|(?!(?:January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b)\p{Lu}\p{Ll})[^,]*$/u.test(
    sentence,
  ) && !/\band\b/.test(sentence);

/**
 * "…the volunteers, nobody better at spotting tracks.": the phrase after the last comma has no
 * verb of its own (a verb's "-ing" form is a noun's part here), so the sentence it ends is one
 * statement with a remark, which may close a sentence of two (ADR 115). "…the club, went from
 * 6 kids to 80" is a clause of its own and stays apart (ADR 097).
 */
function verblessRemark(sentence: string): boolean {
  const remark = /,\s+([^,]*)\.$/u.exec(sentence)?.[1];
  if (!remark || /\band\b|\d/u.test(remark)) return false;
  const tags = remark.split(/\s+/u).map((w) => tagsOf(w.replace(/[^\p{L}'’-]/gu, '')));
  // A word alone reads as a verb more often than it is one ("tracks"): the remark's first
  // word, where a clause's verb stands, and a past tense anywhere are what tell.
  const first = tags[0] ?? [];
  return (
    (!first.includes('Verb') || first.includes('Gerund')) &&
    !tags.some((t) => t.includes('PastTense'))
  );
}

const sameVerb = (a: string, b: string, opensWithName: RegExp) =>
  a.replace(opensWithName, '').split(' ')[0] === b.replace(opensWithName, '').split(' ')[0];

/**
 * The name `from` in a sentence said as the pronoun's subject `to`; after "they" the verb
 * agrees ("They specialise", "They've been": ADR 157).
 */
function withSubject(sentence: string, from: string, to: string, they: boolean): string {
  const at = sentence.indexOf(from);
  if (at < 0) return sentence;
  const rest = sentence.slice(at + from.length);
  if (!they) return `${sentence.slice(0, at)}${to}${rest}`;
  return `${sentence.slice(0, at)}${agreedJoinedVerbs(`${to}${agreedAfterThey(rest)}`)}`;
}

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const cap = (word: string) => word[0]!.toUpperCase() + word.slice(1);
