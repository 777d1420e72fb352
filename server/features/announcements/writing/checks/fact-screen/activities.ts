import { fold, plainPunctuation } from './text.ts';

/**
 * Activities claimed of the person (issue 21 item 5): a hobby ("an avid rock climber"), a duty
 * ("will lead the on-call rotation") or a project ("built our fraud pipeline") the input does
 * not hold. Each is found by its frame (the verb or phrase that claims it), and judged by the
 * words of its object: a claim whose words are mostly not in the input is invented. The
 * frames are the ones writers use for these claims; an object told in the user's words
 * ("enjoys bouldering", "led the billing migration") passes whatever its frame.
 */

export interface ActivityClaim {
  /** The claim as written: its frame and its object. */
  text: string;
  kind: 'hobby' | 'duty' | 'project';
}

/**
 * The object a frame claims. It never opens with "and": "…before it shipped and specialises in
 * LED retrofits" is a verb whose clause has ended, and read as the claim "shipped and
 * specialises" the writer's own joining of two typed facts was refused as an invented project,
 * and every fact fell out of the options. A frame after the "and" is matched on its own.
 */
const OBJECT = String.raw`(?!(?:and|or|but|then)\b)([^.!?;:\n]{3,80})`;

/**
 * Between a frame and its object: spaces, never a line break. A bullet ending on "shipped" is
 * no claim about the next line ("…before it shipped\nPlease send your congratulations" was
 * refused as an invented project, and a scannable post fell back to a card without its facts).
 */
const GAP = String.raw`[^\S\n]+`;

/** Frames that claim something of the person, with the object they claim. */
const FRAMES: readonly { kind: ActivityClaim['kind']; pattern: RegExp }[] = [
  {
    kind: 'hobby',
    pattern: new RegExp(
      String.raw`\b(?:enjoys|loves|is into|(?:is )?an? (?:avid|keen|passionate|devoted|enthusiastic|lifelong)|is an? (?:big|huge)|is (?:a )?(?:huge |big )?fan of|has a passion for|spends (?:(?:her|his|their) )?(?:free time|spare time|weekends|evenings)|in (?:her|his|their) (?:free|spare) time,?|outside (?:of )?work,?(?: \S+)? (?:enjoys|loves|is into|likes|can be found)|when (?:she|he|they)(?:['’](?:s|re)| is| are) not at work,?)${GAP}${OBJECT}`,
      'gi',
    ),
  },
  {
    kind: 'duty',
    pattern: new RegExp(
      String.raw`\b(?:will|['’]ll|is going to|is set to|is about to)\s+(?:now\s+|also\s+|soon\s+)?(?:be\s+)?(?:lead|leading|own|owning|run|running|manage|managing|oversee|overseeing|head|heading|drive|driving|take over|taking over|take charge of|be responsible for|responsible for|be in charge of|in charge of|focus on|focusing on|work on|working on|spearhead|spearheading|coordinate|coordinating|champion|championing)${GAP}${OBJECT}`,
      'gi',
    ),
  },
  {
    kind: 'duty',
    pattern: new RegExp(
      String.raw`\b(?:is responsible for|is in charge of|is leading|is working on|heads up|is heading up|takes over)${GAP}${OBJECT}`,
      'gi',
    ),
  },
  {
    kind: 'project',
    pattern: new RegExp(
      String.raw`\b(?:spearheaded|founded|pioneered|architected|led|built|launched|shipped|designed|created|developed|rolled out|migrated|rebuilt|overhauled|redesigned)${GAP}${OBJECT}`,
      'gi',
    ),
  },
];

/** Words that carry no claim of their own: the frame's grammar and the post's ordinary words. */
// prettier-ignore
const CARRY_NOTHING = new Set([
  'the', 'a', 'an', 'and', 'or', 'of', 'for', 'to', 'in', 'on', 'at', 'by', 'with', 'from',
  'as', 'into', 'about', 'our', 'their', 'her', 'his', 'its', 'your', 'my', 'this', 'that',
  'these', 'those', 'all', 'every', 'each', 'new', 'own', 'more', 'much', 'some', 'any', 'lot',
  'lots', 'here', 'there', 'now', 'soon', 'next', 'day', 'one', 'week', 'weeks', 'month',
  'year', 'time', 'team', 'teams', 'us', 'we', 'you', 'them', 'everyone', 'people', 'things',
  'work', 'working', 'job', 'role', 'company', 'great', 'good', 'best', 'big', 'first', 'way',
  'whole', 'also', 'just', 'really', 'very', 'spending', 'spend', 'playing', 'doing', 'making',
  'getting', 'being', 'having', 'going', 'free', 'spare', 'weekends', 'evenings', 'thing',
  'she', 'he', 'they', 'it', 'is', 'are', 'was', 'be', 'will', 'who', 'which', 'when',
  'where', 'what', 'how', 'can', 'could', 'would', 'should', 'may', 'might', 'not', 'no',
  'say', 'hello', 'welcome', 'thread', 'channel', 'please', 'forward', 'looking', 'ahead',
  // Work in general, no claim of what: "working on the app", "on our projects".
  'app', 'apps', 'product', 'products', 'project', 'projects', 'code', 'stuff', 'customers',
  'clients', 'tasks', 'everything',
]);

/** "climbers" and "climbing" are "climb"; enough for a word told in another form. */
const stem = (word: string) =>
  word.length > 4 ? word.replace(/(?:ing|ers|er|ed|es|s|ies|y)$/, '') : word;

const wordsOf = (text: string) =>
  (fold(plainPunctuation(text)).match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? []).map((w) =>
    w.replace(/['’]s$/, ''),
  );

/** The stems of every word the input holds. */
export function activityKeys(fields: string): Set<string> {
  const keys = new Set<string>();
  for (const word of wordsOf(fields)) {
    keys.add(stem(word));
    for (const part of word.split('-')) keys.add(stem(part));
  }
  return keys;
}

/** Words after which the object has ended: a preposition, a new clause ("we all use"). */
const PREPOSITION =
  /^(?:for|at|with|in|on|from|across|by|to|as|into|through|during|after|before|within|under|over|we|you|they|i|that|which|who|now|then|so|but|while|because|outside)$/i;

/**
 * The thing claimed: the object's first phrase. "the on-call rotation for the Data Platform
 * team" claims the rotation; the team it is for is another fact, checked on its own.
 */
function claimed(object: string): string {
  const words = object.split(/\s+/);
  let start = 0;
  while (start < words.length - 1 && PREPOSITION.test(words[start]!)) start++;
  let end = start + 1;
  while (end < words.length && !PREPOSITION.test(words[end]!) && !/[,—]$/.test(words[end - 1]!))
    end++;
  return words.slice(0, end).join(' ').replace(/[,—]$/, '');
}

/** Claims of a hobby, duty or project whose words are mostly not in the input. */
export function inventedActivities(option: string, keys: ReadonlySet<string>): ActivityClaim[] {
  const text = plainPunctuation(option);
  const found: ActivityClaim[] = [];
  for (const { kind, pattern } of FRAMES)
    for (const match of text.matchAll(pattern)) {
      const object = claimed(match[1]!);
      // Each thing claimed ("rock climbing and chess") is judged by its head word: the
      // input may give "chess" and not "rock climbing". An "and" inside a hyphenated word
      // ("pick-and-place") joins no two things.
      const unknown = object
        .split(/,|&|(?<![\p{L}\p{N}-])(?:and|or)(?![\p{L}\p{N}-])/iu)
        .map((item) => wordsOf(item).filter((w) => w.length > 2 && !CARRY_NOTHING.has(w)))
        .filter((content) => content.length)
        .some((content) => {
          const head = content.at(-1)!;
          return !keys.has(stem(head)) && !keys.has(head);
        });
      if (unknown) {
        const end = match.index + match[0].length - (match[1]!.length - object.length);
        found.push({ kind, text: text.slice(match.index, end).trim() });
      }
    }
  return found;
}
