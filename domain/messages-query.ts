import { z } from 'zod';
import { cleanText } from './clean-text.ts';

export const HISTORY_PAGE_SIZE = 5;
const MAX_PAGE_SIZE = 50;
export const MAX_SEARCH_LENGTH = 100;

/** GET /api/messages query string. */
export const ListMessagesQuery = z
  .object({
    // Cleaned like the names and roles it searches, so an invisible character or a decomposed
    // accent in the term cannot stop a match.
    search: z
      .string()
      .max(MAX_SEARCH_LENGTH, { error: `Search must be at most ${MAX_SEARCH_LENGTH} characters.` })
      .default('')
      .transform(cleanText),
    page: z.coerce
      .number({ error: 'page must be a number.' })
      .int({ error: 'page must be a whole number.' })
      .min(1, { error: 'page must be 1 or more.' })
      .max(100_000, { error: 'page is too large.' })
      .default(1),
    pageSize: z.coerce
      .number({ error: 'pageSize must be a number.' })
      .int({ error: 'pageSize must be a whole number.' })
      .min(1, { error: 'pageSize must be 1 or more.' })
      .max(MAX_PAGE_SIZE, { error: `pageSize must be at most ${MAX_PAGE_SIZE}.` })
      .default(HISTORY_PAGE_SIZE),
    favourites: z
      .enum(['true', 'false'], { error: 'favourites must be true or false.' })
      .default('false')
      .transform((v) => v === 'true'),
    /** Team workspaces (issue 24): only the messages the signed-in user wrote. */
    mine: z
      .enum(['true', 'false'], { error: 'mine must be true or false.' })
      .default('false')
      .transform((v) => v === 'true'),
    // Keyset paging (ADR 037): the page is the one just after (older than) or just before
    // (newer than) this message of the page on screen. Unknown ids fall back to `page`.
    after: z.string().max(36, { error: 'after must be a message id.' }).optional(),
    before: z.string().max(36, { error: 'before must be a message id.' }).optional(),
  })
  .strict();

/** PATCH /api/messages/:id/suggestions/:sid: edited text and/or the favourite flag. */
export const UpdateSuggestionInput = z
  .object({
    text: z
      .string({ error: 'text must be text.' })
      .trim()
      .min(1, { error: 'The message cannot be empty.' })
      .max(5000, { error: 'The message must be at most 5,000 characters.' }),
    favourite: z.boolean({ error: 'favourite must be true or false.' }),
  })
  .partial()
  .strict()
  .refine((v) => v.text !== undefined || v.favourite !== undefined, {
    error: 'Nothing to update: send text or favourite.',
  });
