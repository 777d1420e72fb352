import type { NoteField } from '#domain/generation.ts';
import type { MessageType } from '#domain/message-types.ts';
import { DEED_FIELDS, type Unit } from './notes.ts';
import { isSentenceLike } from './render.ts';
import type { Story } from './story.ts';

/**
 * How much a note weighs in the story, so the options that share the facts out (ADR 079)
 * give up the lesser ones and the short chat post keeps what the post is for (ADR 168).
 * The readers of the sixteenth set marked a chat post down that kept "3 Atlantic crossings"
 * and left out the master's certificate that earned the promotion, or kept a newcomer's
 * pastimes and left out her expertise.
 */

/**
 * "Passed her master's (unlimited sail) cert", "Finished her orthodontic therapy diploma",
 * "Qualified as a chartered accountant": a credential earned, the reason for the news.
 */
const EARNED =
  /^(?:(?:has|have|just|recently|finally)\s+)*(?:passed|finished|completed|earned|gained|obtained|achieved|received|was awarded|got|graduated|qualified)\b/i;
const CREDENTIAL =
  /\b(?:cert(?:ificate|ification)?s?|diploma|degree|licen[cs]e|exams?|qualification|ticket|accreditation|MBA|PhD|MSc|BSc|master['’]?s|bachelor['’]?s|chartered|qualified as|(?:safety|training|management|leadership|supervisor|first[- ]aid)\s+course|apprenticeship)\b/i;

/**
 * "Takes command for the Jan voyage", "first women weavers in our workshop": a first, what
 * the person is the first to do or does for the first time.
 */
const FIRST =
  /\b(?:(?:takes?|took|given|gets?)\s+(?:her\s+|his\s+|their\s+)?(?:first\s+)?command|first\s+(?:(?:wo)?m[ae]n|female|male|person|one|ever|command|time)\b|first[- ]ever)\b/i;

/** A figure with an outcome: what the promotion or the achievement changed. */
const OUTCOME =
  /\b(?:saved|signed|won|cut|grew|doubled|tripled|raised|closed|launched|shipped|delivered|reduced|increased|dropped|brought|built|rebuilt|led|hit|beat|turned|sold|trained|renewed)\b/i;

/**
 * "Led the search at the -850 m level — 3 miners brought out alive", "Coordinated this year's
 * consecration — 3 days, ~40,000 devotees": a promotion's details opening on a deed the person
 * led, what earned the promotion. Weighed with a first: the twenty-third set's short chat
 * posts kept "15 years underground" and "18 years in the temple office" and lost the rescue
 * and the festival every reader named as the reason (ADR 183).
 */
const LED =
  /^(?:(?:has|have|just|recently)\s+)?(?:led|co-?ordinated|organi[sz]ed|ran|headed|oversaw|steered|directed|rescued|saved)\b/i;

/**
 * "she delivered hundreds of babies, trained the new midwives and led the drive that…": the
 * deed led typed after its subject or as the last of the deeds it crowns, the same reason
 * for the promotion as one typed first (ADR 185).
 */
const LED_AFTER =
  /^(?:(?:she|he|they)\s+(?:(?:has|have|just|recently)\s+)?(?:led|co-?ordinated|organi[sz]ed|ran|headed|oversaw|steered|directed|rescued|saved)\b|[^.;]*,[^.;]*\band\s+(?:led|co-?ordinated|organi[sz]ed|headed|oversaw|steered|directed)\s+the\b)/i;

/**
 * "came to Kakuma as a student in 2009, now leads the schools he studied in", "joined as a
 * cleaner, now runs the kitchen": the road from where the person started to the new role,
 * the story the post is for. The prose options told the figures and lost it (ADR 185).
 */
const ARC =
  /^(?:(?:she|he|they)\s+)?(?:came|joined|started|arrived|began)\b[^.;]{0,60}?\bas\s+an?\s+\p{L}[^.;]{0,40}?,?\s+(?:and\s+)?now\s+\p{L}/iu;

/**
 * "zero lost-time injury on his gang for 2 full ships", "no missed deliveries in 18 months":
 * a clean record held over a span, what earned a promotion as a deed led does (ADR 193).
 */
const RECORD =
  /^(?:zero|no|0|nil)\s+\p{L}[\p{L}-]*(?:\s+\p{L}[\p{L}-]*){0,3}\s+(?:[^.;]{0,40}\s)?(?:for|in|over|across)\s+(?:(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+(?:full\s+)?\p{L}+|(?:a|one)\s+(?:full\s+)?(?:year|season))/iu;

/**
 * "From 1 January she leads the painting room (12 painters), approves every new design…",
 * "From now she decides if we fly or not each morning": what the new role gives the person
 * to do, the news itself. The chat posts that shared the facts out gave it up before the
 * deeds, and both readers missed "her new authority" (the twenty-ninth set's ap05, ADR 197).
 */
const REMIT =
  /^(?:from\s+(?:now|today|then|here on|\d{1,2}\s+\p{L}+|\p{L}+\s+\d{1,2})(?:\s+on)?\s*,?\s+)?(?:(?:she|he|they)\s+(?:(?:now|also|will)\s+)*)(?:leads?|runs?|decides?|approves?|handles?|oversees?|manages?|has (?:the )?(?:final|last) (?:say|word|call)|makes? the (?:final |go\/no-go )?call|is (?:now )?responsible for|takes? charge of|signs? off)\b/iu;

const earnsCredential = (text: string) => EARNED.test(text.trim()) && CREDENTIAL.test(text);

/**
 * 4: a credential earned; 3.5: the new role's remit (`REMIT`); 3: a first, a deed that
 * earned a promotion (`LED`), or a
 * newcomer's expertise (what they bring); 2: a
 * figure with its outcome; 1: a figure or an outcome, or any other note of the news; 0: who
 * the person is outside work (pastimes, a fun fact). What another option tells goes first
 * from the lesser end.
 */
export function weightOf(field: NoteField, unit: Unit, type: MessageType): number {
  if (field === 'hobbies' || field === 'funFact') return 0;
  if (type === 'welcome') return field === 'expertise' ? 3 : 1;
  if (!DEED_FIELDS.includes(field)) return 1;
  if (earnsCredential(unit.text)) return 4;
  if (FIRST.test(unit.text)) return 3;
  // What the new role gives the person to do is the news itself: kept before the deeds.
  if (type === 'promotion' && field === 'promotionDetails' && REMIT.test(unit.text.trim()))
    return 3.5;
  if (
    type === 'promotion' &&
    field === 'promotionDetails' &&
    [LED, LED_AFTER, ARC, RECORD].some((deed) => deed.test(unit.text.trim()))
  )
    return 3;
  if (unit.figure && OUTCOME.test(unit.text)) return 2;
  return unit.figure || OUTCOME.test(unit.text) ? 1.5 : 1;
}

/**
 * The weightiest fact of the story, told in the chat post and the narrative whatever they
 * share out (ADR 168): a credential earned or a first that earned the news, a newcomer's
 * expertise. None when the story has nothing weightier than a figure (the headline figure,
 * ADR 063, already holds its place). Ties go to a list of skills, then to the note typed
 * first.
 */
export function weightiestOf(story: Story): string | undefined {
  const type = story.input.messageType;
  let best: { id: string; weight: number; listed: boolean } | undefined;
  for (const [field, note] of Object.entries(story.notes) as [NoteField, { units: Unit[] }][])
    for (const unit of note.units) {
      // What comes next is no reason for the news, unless it ends the road the person came
      // ("…as a student in 2009, now leads the schools he studied in", ADR 185).
      if (unit.kind === 'cheer' || (unit.ahead && !ARC.test(unit.text.trim()))) continue;
      // A news note that is no whole thought ("Reports to me directly") is a lesser one.
      if (type !== 'welcome' && !isSentenceLike(unit)) continue;
      const weight = weightOf(field, unit, type);
      // A newcomer's skills typed as a list ("React, a11y, perf") before a deed typed among
      // them ("built our design system at prev job"), which the narrative tells: the chat
      // post that had to tell the deed too opened three sentences in a row on the name.
      const listed = unit.kind === 'noun';
      if (
        weight >= 3 &&
        (!best || weight > best.weight || (weight === best.weight && listed && !best.listed))
      )
        best = { id: unit.id, weight, listed };
    }
  return best?.id;
}

/**
 * The ids of a promotion's notes that tell the new role's remit (`REMIT`): told in every
 * option at medium and long, the chat post too (ADR 197). The twenty-ninth set's long chat
 * posts that shared the facts out kept the deeds and left "From now she decides if we fly"
 * out; both readers graded them C for the new authority missing.
 */
export function remitOf(story: Story): Set<string> {
  const out = new Set<string>();
  if (story.input.messageType !== 'promotion' || story.input.length === 'short') return out;
  for (const unit of story.notes.promotionDetails?.units ?? [])
    if (REMIT.test(unit.text.trim())) out.add(unit.id);
  return out;
}
