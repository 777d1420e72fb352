import { factsFor, type GenerationRequest } from '#domain/generation.ts';
import { classifyFact, type FactKind } from './fact-kind.ts';
import {
  abridge,
  midSentence,
  personName,
  roleTitle,
  startAdverbial,
  teamPhrase,
  tidyFact,
  unshout,
} from './fact-text.ts';
import type { Fact, FactKey, Subject } from './template.ts';

/** Free-text facts: the only ones long enough to need abridging, and that need a kind. */
const FREE_TEXT = new Set<FactKey>([
  'expertise',
  'hobbies',
  'funFact',
  'promotionDetails',
  'achievementDescription',
  'achievementDetails',
]);

const NOT_A_DATE =
  /^(?:tbd|tbc|tba|to be (?:confirmed|determined|decided|announced)|n\/?a|unknown|none|not sure|\?+)$/i;

/** Details that only make sense after the achievement: "for the redesign…", "which gave…". */
const CONTINUES_WITH_SPACE =
  /^(?:for|by|with|through|thanks to|after|while|despite|in|across|during|including|to|from|so that|before|using|on behalf of)\s/i;
const CONTINUES_WITH_COMMA = /^(?:which|and|so|leading to|resulting in|saving|helping)\s/i;

/**
 * Users often type the achievement's details as the end of its description ("won an award"
 * + "for the redesign of onboarding"). Standing alone such details read as a fragment, so
 * they are joined to the description and said in one sentence.
 */
function continueDescription(facts: Record<string, string>): Record<string, string> {
  const { achievementDescription: description, achievementDetails: details } = facts;
  if (!description || !details) return facts;
  const tail = tidyFact(details);
  const joiner = CONTINUES_WITH_SPACE.test(tail)
    ? ' '
    : CONTINUES_WITH_COMMA.test(tail)
      ? ', '
      : null;
  if (joiner === null) return facts;
  const rest = { ...facts };
  delete rest.achievementDetails;
  rest.achievementDescription = `${tidyFact(description)}${joiner}${midSentence(tail)}`;
  return rest;
}

function titleFact(key: FactKey, raw: string): string {
  switch (key) {
    case 'role':
    case 'currentRole':
    case 'newRole':
      return roleTitle(raw);
    case 'team':
      return teamPhrase(raw);
    case 'startDate':
      return startAdverbial(raw);
    default:
      return tidyFact(raw);
  }
}

/**
 * The person and the facts a writer may use (factsFor), prepared for templates. Free-text
 * facts longer than maxFactWords are abridged; the composer lowers the limit only when a
 * message cannot otherwise fit its length or stay distinct from the other options.
 */
export function buildSubject(input: GenerationRequest, maxFactWords = Infinity): Subject {
  const typed = personName(input.newHireName);
  // After the first mention the person goes by the name they asked for; the option checks
  // refuse any other short form (domain/person-name.ts).
  const preferred = input.preferredName?.replace(/\s+/g, ' ').trim();
  const name = preferred ? { ...typed, short: preferred } : typed;
  const names = [name.short, name.full.split(/\s+/)[0] ?? ''];
  const facts: Partial<Record<FactKey, Fact>> = {};
  for (const [key, raw] of Object.entries(continueDescription(factsFor(input))) as [
    FactKey,
    string,
  ][]) {
    let tidy = tidyFact(raw);
    // "for leading the migration" is what the promotion is for: the phrase is the reason.
    if (key === 'promotionDetails') tidy = tidy.replace(/^for\s+(?=\S)/i, '');
    // A fact with no letter or digit ("-", "...") is as good as absent, and so is a start
    // date that is not a date yet: "starts on TBD" helps nobody.
    if (!/[\p{L}\p{N}]/u.test(tidy)) continue;
    if (key === 'startDate' && NOT_A_DATE.test(tidy)) continue;
    if (FREE_TEXT.has(key)) {
      tidy = unshout(tidy);
      const kind: FactKind = classifyFact(tidy, names);
      facts[key] = { text: abridge(tidy, maxFactWords), kind };
    } else {
      const text = titleFact(key, raw);
      if (text) facts[key] = { text, kind: 'phrase' };
    }
  }
  return { name, facts };
}
