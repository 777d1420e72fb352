import type { GenerationRequest } from '#domain/generation.ts';
import { factFields, factStems, lower, sentencesOf, stem, wordsOf } from '../read.ts';
import { contentWords } from './facts.ts';
import { withoutLogistics } from '#server/features/announcements/writing/logistics.ts';
import { withoutEmailDebris } from '#server/features/announcements/writing/instructions.ts';
import { requestedClauses } from '#server/features/announcements/writing/composer/asks.ts';
import { STOCK_LOOK_AHEAD } from '#server/features/announcements/writing/tone-rules.ts';
import type { CheckContext } from './context.ts';

/**
 * Every sentence earns its place (issue 13 §4): at most one sentence per option with no
 * user fact, no stock lines, at most one metaphor in a creative option, and lead-ins that
 * fit what follows them.
 */

export interface FillerCount {
  sentences: number;
  filler: number;
  fillerSentences: string[];
}

/**
 * Sentences that carry none of the user's facts (the name alone is not a fact). A short
 * field said as typed is one, whatever its words ("R&D"). A scannable post's first line is
 * its title: naming the person in full, it says who the post is about. A look ahead of the
 * writer's own that claims something ("Abdi has set the bar for every Volunteer Coordinator
 * from here on") carries no fact whatever words of the input it names: readers cut it as
 * filler (ADR 065).
 */
export function fillerOf(option: string, input: GenerationRequest): FillerCount {
  const stems = factStems(input);
  const typed = Object.values(factFields(input))
    .filter((value) => value.length <= 40)
    .map((value) => lower(value.trim()));
  const name = lower(input.newHireName.trim());
  const sentences = sentencesOf(option);
  const multiLine = option.trim().includes('\n');
  const fillerSentences = sentences
    .filter((s, i) => {
      if (multiLine && i === 0 && lower(s.text).includes(name)) return false;
      if (STOCK_LOOK_AHEAD.test(s.text.replace(/^[^\p{L}]+/u, ''))) return true;
      if (typed.some((value) => lower(s.text).includes(value))) return false;
      return !wordsOf(s.text.replace(/(\d),(\d{3})/g, '$1$2')).some((w) => stems.has(stem(w)));
    })
    .map((s) => s.text);
  return { sentences: sentences.length, filler: fillerSentences.length, fillerSentences };
}

const MAX_FILLER_PER_OPTION = 1;

export function checkFiller({ input, options }: CheckContext): string[] {
  return options.flatMap((o, i) => {
    const { filler, fillerSentences } = fillerOf(o, input);
    return filler > MAX_FILLER_PER_OPTION
      ? [
          `option ${i + 1} has ${filler} sentences with no user fact: ${fillerSentences.map((s) => `“${s}”`).join(' ')}`,
        ]
      : [];
  });
}

/** Stock lines a reader has seen a hundred times; they carry nothing about the person. */
const CLICHES: readonly RegExp[] = [
  /great things start with great people/i,
  /the results (?:are|speak) (?:clear|for themselves)/i,
  /the numbers speak for themselves/i,
  /hit the ground running/i,
  /(?:take|taking|takes) (?:it|things|us) to the next level/i,
  /the sky['’]?s the limit/i,
  /welcome to the family/i,
  /\b(?:rock ?star|ninja|guru|unicorn)\b/i,
  /dream team/i,
  /teamwork makes the dream work/i,
  /game[- ]changer/i,
  /\bsynerg/i,
  /force to be reckoned with/i,
  /raises? the bar/i,
  /above and beyond/i,
  /wears? (?:many|a lot of) hats/i,
  /(?:hit|knocked) it out of the park/i,
  /the rest is history/i,
  /needs no introduction/i,
  /without further ado/i,
  /it goes without saying/i,
  /exciting times ahead/i,
  /onwards? and upwards/i,
  /the future is bright/i,
  /stay tuned/i,
  /this is (?:just|only) the beginning/i,
  /the best is yet to come/i,
  /big shoes to fill/i,
  /(?:a|this) (?:new|exciting) chapter/i,
  /(?:true|real|invaluable) asset/i,
  /(?:we['’]re|we are) just getting started/i,
  /success is a team sport/i,
  /(?:a|the) perfect fit/i,
  /(?:great|amazing|incredible|exciting) journey/i,
  /(?:can['’]?t|cannot) wait to see what .* (?:does|achieves|brings) next/i,
  /the (?:sky|stars) (?:is|are) the limit/i,
  /(?:we['’]re|we are) (?:so )?lucky to have/i,
  /(?:shine|shines|shining) bright/i,
  /(?:let['’]?s|lets) give (?:a|them|her|him) (?:a )?(?:big|huge|warm) round of applause/i,
  /makes? (?:the|this) team (?:complete|whole)/i,
];

function clichesIn(option: string): string[] {
  return CLICHES.flatMap((pattern) => {
    const m = pattern.exec(option);
    return m ? [m[0]] : [];
  });
}

export function checkCliches({ options }: CheckContext): string[] {
  return options.flatMap((o, i) => clichesIn(o).map((c) => `option ${i + 1}: stock line “${c}”`));
}

/** Figures of speech that describe the person as something else (a recipe, a rocket…). */
const METAPHORS: readonly RegExp[] = [
  /\b(?:secret|key|missing|special) (?:ingredient|sauce|piece)\b/i,
  /\brecipe for\b/i,
  /\b(?:rocket|rocket fuel|launch ?pad|lift-?off|blast(?:ed)? off|orbit)\b/i,
  /\bsuper ?powers?\b/i,
  /\bplot twist\b/i,
  /\b(?:new|next|latest|first) chapter\b/i,
  /\bjourney\b/i,
  /\b(?:engine|fuel|spark|sparks|ignite[sd]?)\b/i,
  /\bnorth star\b/i,
  /\bcompass\b/i,
  /\btool ?(?:box|kit)\b/i,
  /\bpuzzle\b/i,
  /\blevel(?:ed|s)? up\b/i,
  /\bachievement unlocked\b/i,
  /\b(?:cast|enters the chat|stage|curtain|encore|headliner)\b/i,
  /\b(?:symphony|orchestra|conductor)\b/i,
  /\b(?:garden|seeds?|bloom(?:s|ing)?|blossom(?:s|ing)?|harvest)\b/i,
  /\b(?:captain|crew|ship|sail(?:s|ing)?|anchor|voyage|navigat\w+)\b/i,
  /\b(?:summit|peak|mountain|climb(?:s|ing)?)\b/i,
  /\b(?:magic|wizard|spell|potion)\b/i,
  /\b(?:superhero|hero|cape)\b/i,
  /\b(?:secret weapon|ace up|mvp)\b/i,
  /\b(?:recipe|ingredients?|seasoning|spice[sd]? up|flavou?r)\b/i,
  /\b(?:wave|ripple|tide)\b/i,
  /\b(?:building blocks?|cornerstone|foundation stone)\b/i,
];

/** Metaphors in an option, leaving out words the input itself uses (a chef's "recipe"). */
export function metaphorsIn(option: string, input: GenerationRequest): string[] {
  const given = new Set(
    Object.values(factFields(input)).flatMap((v) => wordsOf(lower(v)).map(stem)),
  );
  const found: string[] = [];
  for (const pattern of METAPHORS) {
    const flags = pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`;
    for (const m of option.matchAll(new RegExp(pattern.source, flags))) {
      const words = wordsOf(lower(m[0])).map(stem);
      if (words.some((w) => given.has(w))) continue;
      found.push(m[0]);
    }
  }
  return found;
}

const MAX_METAPHORS_CREATIVE = 1;

export function checkMetaphors({ input, options }: CheckContext): string[] {
  if (input.tone !== 'creative_playful') return [];
  return options.flatMap((o, i) => {
    const found = metaphorsIn(o, input);
    return found.length > MAX_METAPHORS_CREATIVE
      ? [`option ${i + 1} has ${found.length} metaphors: ${found.join(', ')}`]
      : [];
  });
}

interface LeadIn {
  pattern: RegExp;
  /** Whether what follows (to the end of the sentence) fits the lead-in. */
  fits: (following: string, input: GenerationRequest) => boolean;
  needs: string;
}

const hasNumber = (text: string) =>
  /\d|\b(?:two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|half|double|twice|tripled?)\b/i.test(
    text,
  );

const usesFact = (text: string, fact: string | undefined) => {
  if (!fact) return false;
  // A line the user asked to have told is told apart, as an ask (ADR 058, 061): the rest of
  // the field is what a "Fun fact:" or "Outside work," tells.
  const told = requestedClauses(fact).reduce(
    (f, clause) => f.replace(clause, ' '),
    withoutEmailDebris(fact),
  );
  const words = contentWords(withoutLogistics(told));
  const present = new Set(wordsOf(text).map(stem));
  return words.length > 0 && words.filter((w) => present.has(w)).length / words.length >= 0.5;
};

const LEAD_INS: readonly LeadIn[] = [
  {
    pattern:
      /\b(?:the results(?: are (?:clear|in))?|the numbers|by the numbers|the impact|the proof|the scoreboard)\s*[:—–]\s*/gi,
    fits: hasNumber,
    needs: 'a result with a number',
  },
  {
    pattern: /\bfun fact\s*[:—–-]\s*/gi,
    fits: (following, input) =>
      usesFact(following, input.funFact) || usesFact(following, input.hobbies),
    needs: 'the fun fact the user gave',
  },
  {
    pattern: /\boutside (?:of )?work\s*[,:—–]\s*/gi,
    fits: (following, input) =>
      usesFact(following, input.hobbies) || usesFact(following, input.funFact),
    needs: 'the hobbies the user gave',
  },
  {
    pattern: /\b(?:here['’]s why|here['’]s what (?:\p{L}+ )+did|why\?)\s*[:—–]?\s*/giu,
    fits: (following, input) =>
      [
        input.promotionDetails,
        input.achievementDetails,
        input.achievementDescription,
        input.expertise,
      ].some((fact) => usesFact(following, fact)),
    needs: 'the details the user gave',
  },
];

function leadInProblems(option: string, input: GenerationRequest): string[] {
  const found: string[] = [];
  for (const { pattern, fits, needs } of LEAD_INS) {
    for (const m of option.matchAll(pattern)) {
      const rest = option.slice(m.index + m[0].length);
      // "Fun fact: Mr. Asante coached…": a title's full stop ends no sentence.
      const following =
        rest.split(/(?<=[.!?])(?<!\b(?:Mr|Mrs|Ms|Mx|Dr|Prof|St|Jr|Sr)\.)\s|\n/)[0] ?? '';
      if (!fits(following, input)) found.push(`“${m[0].trim()}” is not followed by ${needs}`);
    }
  }
  return found;
}

export function checkLeadIns({ input, options }: CheckContext): string[] {
  return options.flatMap((o, i) => leadInProblems(o, input).map((p) => `option ${i + 1}: ${p}`));
}
