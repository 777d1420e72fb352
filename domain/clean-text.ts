// Text cleaning shared by every input schema, in a module of its own so a schema that needs it
// (the auth forms' zod/mini schemas, ADR 050) does not pull in zod's classic API with the
// generation schemas.

/* eslint-disable no-control-regex -- matching control characters is the point */
/**
 * C0 and C1 control characters (but tab, line feed and carriage return) and the bidi
 * embeddings, overrides and isolates (U+202A–202E, U+2066–2069) that make text read
 * differently from what it says.
 */
const CONTROLS_AND_BIDI =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
/** Zero-width and invisible format characters: no place in a name or a fact. */
const INVISIBLE_CHARACTERS = /[\u200B-\u200F\u2060-\u2064\uFEFF]/g;
/* eslint-enable no-control-regex */

/**
 * Text as it may be posted (issue 20 item 9): line breaks as \n, and no control characters or
 * bidi overrides. Zero-width joiners stay, since emoji sequences and some scripts need them.
 */
export function stripControls(value: string): string {
  return value.replace(/\r\n?/g, '\n').replace(CONTROLS_AND_BIDI, '');
}

/**
 * Removes control characters and invisible format characters (bidi overrides, zero-width
 * marks) that have no place in an announcement and can disguise text, then trims.
 */
export function cleanText(value: string): string {
  return value
    .normalize('NFC')
    .replace(CONTROLS_AND_BIDI, '')
    .replace(INVISIBLE_CHARACTERS, '')
    .trim();
}
