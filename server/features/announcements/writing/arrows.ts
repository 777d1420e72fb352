import { MONTH_PATTERN } from '#domain/months.ts';
import { lexicon, nlp } from './composer/nlp.ts';

/**
 * Arrows typed in notes ("→", "->", "=>", "⇒"), read by what stands on each side (ADRs 153,
 * 158). Between two figures an arrow is a change, "from X to Y"; between a cause and a
 * comparison it is "means"; between two short names it is a route ("analyst to manager").
 * Between a fact and what came of it, it is a consequence: "to" there ("…for the permanent
 * collection to our workshop's first museum piece") was rewritten by every reader.
 */

/** A figure: a sum, a percentage, a ratio ("3:1", one figure) or a range ("₹48,000–₹1.2"). */
const FIGURE = String.raw`\p{Sc}?\d[\d.,]*(?::\d[\d.,]*)?(?:\s?[–-]\s?\p{Sc}?\d[\d.,]*)?\s?(?:%|[kKmM]\b|ms\b)?`;
/** A unit typed onto its figure: "2t", "14kg", "6.5ha", "40m²" (ADRs 152, 153). */
const GLUED_UNIT = String.raw`(?:(?<=\d)\p{Ll}{1,3}[²³]?(?![\p{L}\p{N}]))?`;
const UNIT = String.raw`(?:\s+(?:days?|hours?|weeks?|months?|years?|stars?|minutes?|seconds?|points?|pts))?`;
const ARROW = String.raw`(?:-+>|=>|→|⇒)`;
/**
 * The period or the aside a figure is typed with, in brackets: "212 (2025) → 134". Without it
 * the arrow was read as a consequence between two facts ("212 (2025), so 134"), where the
 * note tells one measure's change (issue 21, ADR 192).
 */
const DATED = String.raw`\s?\([^()\n]{1,40}\)`;
/** A month's name or its short form, with no stop or a comma after it. */
const MONTH_WORD = new RegExp(String.raw`^${MONTH_PATTERN}[.,:;]?$`, 'i');
/**
 * Marks left between the two passes of `arrows` (private-use characters no note holds): an
 * arrow from a figure read as any other (\uE0A0), a modal the joint says (\uE0A1), a dash
 * that a change after it may turn into "so … went" (\uE0A2), a word after a joint that may
 * lose the capital that opened its line (\uE0A3).
 */
/** An amount said in words after an arrow from a figure: "→ under a week", "→ zero". */
const AMOUNT =
  /^(?:under|over|about|around|nearly|almost|just|only|less than|more than|at least|zero|none|nil|nothing|half|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a dozen|dozens|hundreds|thousands|single|double|triple)\b/iu;

/**
 * "less carrying = fewer breaks", "happy crew -> happy guests": a side that opens with an
 * amount or a comparison tells a cause and what it brings, "means"; "is" made it an identity
 * ("less carrying was fewer breaks", a reader of the graded options, ADR 153) and "to" a
 * route.
 */
const LEADS_TO =
  /^(?:less|more|fewer|no|zero|better|worse|faster|slower|quicker|higher|lower|happier|happy|safer|cleaner|bigger|smaller|cheaper|shorter|longer|fresher|calmer|quieter|easier)\s+\p{L}/iu;
/** What it brings, after the sign: a comparison ("new racking => fewer lifts"). */
const BRINGS =
  /^(?:less|more|fewer|better|worse|faster|slower|quicker|higher|lower|happier|safer|cleaner|bigger|smaller|cheaper|shorter|longer|fresher|calmer|quieter|easier)\s+\p{L}/iu;
/** A subject that names an outcome is what the other side is ("Result = fewer complaints"). */
const OUTCOME = /\b(?:results?|outcomes?|impact|effect|upshot|net|total|score|tally)$/i;

/** Whether "=" or an arrow between these sides tells a cause and what it brings. */
export const leadsTo = (left: string, right: string): boolean =>
  LEADS_TO.test(left) || (BRINGS.test(right.trimStart()) && !OUTCOME.test(left.trim()));

/** How what follows an arrow is joined to what precedes it. */
type Consequence =
  /** "→ saved the season": a verb phrase with no subject, ", which saved the season". */
  | 'which'
  /** "→ can sell into Germany": "can" with no subject, ", which makes it possible to sell…". */
  | 'possible'
  /** "→ saving £2k a month": a participle, ", saving £2k a month". */
  | 'participle'
  /** "→ complaints went from 9 to 0": a clause with its own subject, ", so complaints went…". */
  | 'so'
  /** "→ our first museum piece": a noun phrase or anything unsure, a dash. */
  | 'dash';

interface Term {
  text: string;
  tags: string[];
}

const termsOf = (text: string): Term[] =>
  (nlp()(text).json() as { terms: { text: string; tags: string[] }[] }[]).flatMap((s) =>
    s.terms.map((t) => ({ text: t.text.toLowerCase(), tags: t.tags })),
  );

/** "cut", "hit", "set": a past that is spelled as its present; after an arrow, what happened. */
const SAME_PAST = /^(?:cut|hit|put|set|beat|split|shut|spread|quit|halved|doubled|tripled)$/;
/** Words in "-ed" that are no verb's past ("speed", "shed"). */
const NOT_PAST = /^(?:speed|seed|breed|feed|need|weed|reed|creed|greed|bed|shed|red|hundred)$/;
/** A past tense by its shape or the lexicon: "saved", "won", "became", "halved". */
const isPast = (t: Term) =>
  !t.tags.includes('Hyphenated') &&
  (SAME_PAST.test(t.text) ||
    (t.tags.includes('PastTense') && !t.tags.includes('Adjective')) ||
    (/^\p{Ll}{3,}ed$/u.test(t.text) && !NOT_PAST.test(t.text)));
/** "saves", "brings": a present that agrees with "which". */
const isThirdPerson = (t: Term) =>
  t.tags.includes('Verb') &&
  t.tags.includes('PresentTense') &&
  !t.tags.includes('Noun') &&
  /\p{Ll}s$/u.test(t.text) &&
  !/ss$/.test(t.text);
/** Modals that "which" can be the subject of ("which will save…"). */
const WHICH_MODAL = /^(?:will|would|should|may|might|must)$/;
/** Words that may stand between a subject and its verb: "those saris now sell". */
const BETWEEN = /^(?:now|also|still|finally|already|then|even|both|suddenly|soon|quickly)$/;
/** A plural subject, which takes the verb's plain form ("we sell", "those saris sell"). */
const PLURAL_SUBJECT = /^(?:we|they|i|you|those|these|both|many|most|all)$/;
/** Verbs that agree with any subject. */
const FINITE = /^(?:is|are|was|were|has|have|had|can|could|will|would|should|may|might|must)$/;
/** What ends a subject before its verb came: "saved the season", "cut waste by a third". */
const NO_SUBJECT = ['Determiner', 'Possessive', 'Pronoun', 'Preposition', 'Conjunction', 'Modal'];

/**
 * Verbs whose doer can be a deed, so "which" after the deed reads right ("…, which saved the
 * season", "…, which halved the waste"). "ran the Kraków site", "won the cup" are done by the
 * person: after a deed, "which ran" is wrong, and a dash joins them.
 */
const DEED_DOES =
  /^(?:sav|halv|doubl|tripl|quadrupl|reduc|increas|boost|rais|lower|lift|brought|bring|earn|meant|mean|help|gave|give|kept|keep|open|freed|frees|free|stopp|stops|stop|ended|ends|paid|pays|trigger|prompt|spark|caus|allow|enabl|avoid|prevent|spar|remov|eliminat|shav|knock|took|takes|add|creat|generat|attract|drew|draws|unlock|shorten|sped|speeds|improv|cut|let|led to|leads to|push)/;

/** "importer complaints went…", "those saris now sell…": a subject of up to five words, then its verb. */
function opensClause(terms: readonly Term[]): boolean {
  const first = terms[0]!;
  if (first.tags.includes('Modal') || first.tags.includes('Preposition')) return false;
  // "those saris": a plural determiner says so whatever the lexicon makes of the noun.
  const counted = PLURAL_SUBJECT.test(first.text);
  let plural = counted || first.tags.includes('Plural');
  for (const t of terms.slice(1, 6)) {
    if (BETWEEN.test(t.text)) continue;
    if (NO_SUBJECT.some((tag) => t.tags.includes(tag))) return FINITE.test(t.text);
    const verb = t.tags.includes('Verb') && !t.tags.includes('Hyphenated');
    if (!verb) {
      plural = counted || t.tags.includes('Plural') || /\p{Ll}[^s\P{L}]s$/u.test(t.text);
      continue;
    }
    return FINITE.test(t.text) || isPast(t) || isThirdPerson(t) || plural;
  }
  return false;
}

/**
 * What follows an arrow, read by its first words: a clause with its own subject, a verb
 * phrase with none, or a noun phrase (and anything unsure, which a dash joins safely).
 */
function consequenceOf(right: string): Consequence {
  const terms = termsOf(right).filter((t) => /[\p{L}\p{N}]/u.test(t.text));
  const first = terms[0];
  if (!first) return 'dash';
  if (opensClause(terms)) return 'so';
  const second = terms[1];
  if (/^(?:can|could)$/.test(first.text) && second?.tags.includes('Infinitive')) return 'possible';
  if (WHICH_MODAL.test(first.text) && second?.tags.includes('Verb')) return 'which';
  if (/^\p{Ll}{3,}ing$/u.test(first.text) && first.tags.includes('Gerund')) return 'participle';
  const deed = `${first.text} ${second?.text ?? ''}`;
  if ((isPast(first) || isThirdPerson(first)) && DEED_DOES.test(deed)) return 'which';
  return 'dash';
}

/** Tags of words that are never a name: after a joint, "Our best season" is "our best season". */
const ORDINARY =
  /^(?:Determiner|Possessive|Pronoun|Modal|PastTense|PresentTense|Infinitive|Gerund|Adjective|Comparative|Superlative|Adverb|Preposition|Conjunction|Cardinal|Copula|Auxiliary)$/;

/** A word that opened a note's line, mid-sentence now: lowered if it can be no name. */
function midSentence(word: string): string {
  if (!/^\p{Lu}\p{Ll}/u.test(word) || word === 'I') return word;
  const tag = lexicon()[word.toLowerCase()];
  return typeof tag === 'string' && ORDINARY.test(tag) ? word.toLowerCase() : word;
}

/** "promoted to Jūryō", "won gold": what follows opens with a verb's past. */
function opensWithPast(text: string): boolean {
  const first = termsOf(text).find((t) => /[\p{L}\p{N}]/u.test(t.text));
  return !!first && isPast(first) && !first.tags.includes('Noun');
}
/** Whether the text has a verb of its own: a clause, not a name or a title. */
function hasVerb(text: string): boolean {
  return termsOf(text).some(
    (t) =>
      t.tags.includes('Verb') &&
      !t.tags.includes('Hyphenated') &&
      !t.tags.includes('Noun') &&
      (isPast(t) || isThirdPerson(t) || FINITE.test(t.text)),
  );
}

/** The right side up to where its clause ends. */
const clauseAfter = (rest: string) => /^[^.;!?\n]*/u.exec(rest)![0];

/** The joint a consequence takes; "dash" keeps the right side as typed. */
function joined(kind: Consequence, right: string): string {
  switch (kind) {
    case 'which':
      return ', which \uE0A3';
    case 'possible':
      // The modal itself is taken off after the joint (`arrows`).
      return /^\s*could\b/i.test(right)
        ? ', which made it possible to \uE0A1'
        : ', which makes it possible to \uE0A1';
    case 'participle':
      return ', \uE0A3';
    case 'so':
      return ', so \uE0A3';
    case 'dash':
      // Marked: a change told after it takes its verb (`arrows`).
      return ' \uE0A2 \uE0A3';
  }
}

/**
 * "30% -> 85%" → "from 30% to 85%", "3:1 → 3.2:1" → "from 3:1 to 3.2:1"; an arrow between a
 * cause and a comparison is "means" ("less walking -> fewer breaks", ADR 153); between two
 * short names "to" ("analyst -> manager"); before what came of a fact, a consequence (ADR
 * 158): ", which saved the season", ", so complaints went from 9 to 0", " — our first museum
 * piece".
 */
export function arrows(text: string): string {
  if (!/-+>|=>|→|⇒/u.test(text)) return text;
  const figureFirst = new RegExp(
    // "~40 → 310": the tilde is the first figure's ("from about 40 to 310", never "~from 40").
    `(?<![\\p{L}\\p{N}]|\\d:)((?:[~≈]\\s?)?${FIGURE}${GLUED_UNIT}${UNIT})(\\s+\\p{Ll}{1,12}\\.?)?(${DATED})?\\s*${ARROW}\\s*`,
    'gu',
  );
  const marked = text.replace(
    figureFirst,
    (
      whole,
      figure: string,
      word: string | undefined,
      dated: string | undefined,
      at: number,
      all: string,
    ) => {
      const rest = all.slice(at + whole.length);
      const toFigure = /^[\p{Sc}~≈]?\d/u.test(rest);
      // "3 shifts → 2 shifts", "45 min → 12 min": any word counts the figures on both sides.
      if (word && !toFigure) return whole;
      // "212 (2025) → 134 (Jan–Oct 2026)": a figure with its period is still one measure's,
      // a change; anything else after a bracket is read as any other arrow.
      if (dated && !toFigure) return whole;
      const from = `${figure}${word ?? ''}${dated ?? ''}`.trim();
      // "went from 4 → 11", "down from approx 9% → 3.5%": the note says "from" itself.
      const said =
        /\bfrom\s+(?:(?:approx\.?|approximately|about|around|roughly|circa|c\.|ca\.)\s+)?$/iu.test(
          all.slice(0, at),
        )
          ? `${from} to `
          : `from ${from} to `;
      // "9 days → under a week": a second amount in words.
      if (toFigure || AMOUNT.test(rest)) return said;
      // "cut scrap 30% → saved £40k", "arrived in 2019 → ran the site": what came of the
      // figure, not a second figure; read as any other arrow.
      return `${from}\uE0A0`;
    },
  );
  return (
    marked
      .replace(
        new RegExp(`\\s*(?:${ARROW}|\uE0A0)\\s*`, 'gu'),
        (arrow: string, at: number, all: string) => {
          const before = all.slice(0, at);
          const left = /[^.;:!?\n(,]*$/u.exec(before)![0].trim();
          const rest = all.slice(at + arrow.length);
          if (leadsTo(left, rest)) return ' means ';
          const sentence = /[^.;!?\n]*$/u.exec(before)![0].replace(/^[\s•*·-]+/u, '');
          // "→ saved £3k" opening a note: the arrow is the line's bullet.
          if (!/\p{L}/u.test(sentence)) return /^\s*/u.exec(arrow)![0];
          const right = clauseAfter(rest);
          const kind = consequenceOf(right);
          if (kind === 'dash') {
            // "analyst -> manager", "from paper → digital": a route between two short names.
            const name = right.split(/\s+(?:in|at|by|for|after|within|since|on|from)\s/u)[0]!;
            // "night (Nov 19) → 4.200 empanadas": a count after a name is what the night
            // came to, never a route's end ("night to 4.200 empanadas").
            // "basho → promoted to Jūryō": a past after the arrow tells what happened, no
            // route's end ("at the Kyushu basho to promoted to Jūryō", the readers of ea06).
            const short =
              name.trim().split(/\s+/).length <= 3 &&
              !/^[\p{Sc}~≈]?\d/u.test(name.trim()) &&
              !opensWithPast(name);
            // "2,100 L → 3,800 L", "Jan→Oct": a figure to a figure, a month to a month, is a
            // change or a span, "to", whatever the words before say ("results Jan — Oct" and
            // "2,100 L — 3,800 L" were graded worse than "to").
            const span =
              (/\d[\d.,]*\s?\p{L}{0,3}$/u.test(left) && /^\s*[\p{Sc}~≈]?\d/u.test(rest)) ||
              (MONTH_WORD.test(/\S+$/u.exec(left)?.[0] ?? '') &&
                MONTH_WORD.test(/^\s*(\S+)/u.exec(rest)?.[1] ?? ''));
            if (
              span ||
              /\bfrom\s+(?:\S+\s+){0,2}$/iu.test(`${left} `) ||
              (short && !hasVerb(sentence))
            )
              return ' to ';
          }
          return joined(kind, right);
        },
      )
      .replace(/\uE0A1\s*(?:can|could)\s+/giu, '')
      // "→ episode turnaround from 9 days to 6 days": a change with no verb is a clause once it
      // takes the verb its arrow says ("went", as ADR 153's labelled change).
      .replace(
        /\s\uE0A2 \uE0A3((?:[\p{L}'’-]+ ){1,4})from (?=[\p{Sc}~]?\d[^.;!?\n]* to [\p{Sc}~]?\d)/gu,
        ', so \uE0A3$1went from ',
      )
      .replace(/\uE0A2/gu, '—')
      .replace(/\uE0A3([\p{L}'’]*)/gu, (_m, word: string) => midSentence(word))
      .replace(/\s*<-+\s*/g, ' from ')
  );
}
