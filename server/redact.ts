/**
 * Start-up messages name what is wrong without printing secrets (issue 17): a bad
 * configuration's message lands in terminals, CI logs and process managers' journals.
 */

/** Variables whose whole value is a secret. */
const SECRET_VARIABLES = new Set([
  'BETTER_AUTH_SECRET',
  'POLAR_ACCESS_TOKEN',
  'POLAR_WEBHOOK_SECRET',
  'AI_API_KEY',
  'DESTINATIONS_KEY',
  'DESTINATIONS_KEY_PREVIOUS',
]);

/**
 * Hides the password of every `scheme://user:password@host` in a text, also in URLs too
 * malformed to parse (which are the ones that end up in error messages).
 */
export function redactUrlPasswords(text: string): string {
  // Greedy up to the last '@' of the token: a malformed password may contain '@' itself.
  return text.replace(/([a-z][a-z0-9+.-]*:\/\/[^:/?#@\s]*):\S*@/gi, '$1:[redacted]@');
}

/** How a variable's value may appear in a start-up message. */
export function displayValue(key: string, value: string | undefined): string {
  if (value === undefined || value === '') return '""';
  if (SECRET_VARIABLES.has(key)) return `(hidden, ${Array.from(value).length} characters)`;
  return JSON.stringify(redactUrlPasswords(value));
}
