import { z } from 'zod';
import { DISPLAY_NAME_MAX, validTimeZone } from './auth.ts';
import { cleanText } from './clean-text.ts';
import { canonicalTimeZone } from './time-zones.ts';

/** PATCH /api/account/profile. The spec shows no validation for the display name; we bound it. */
export const UpdateProfileInput = z
  .object({
    displayName: z
      .string({ error: 'Display name must be text.' })
      .transform(cleanText)
      .pipe(
        z.string().max(DISPLAY_NAME_MAX, {
          error: `Display name must be at most ${DISPLAY_NAME_MAX} characters.`,
        }),
      ),
    timeZone: z
      .string()
      .refine((v) => validTimeZone(v) !== undefined, { error: 'Unknown time zone.' })
      // Stored by its current name (Asia/Calcutta → Asia/Kolkata), as the picker lists it.
      .transform(canonicalTimeZone),
  })
  .partial()
  .strict()
  .refine((v) => v.displayName !== undefined || v.timeZone !== undefined, {
    error: 'Nothing to update: send displayName or timeZone.',
  });

export const DeleteAccountInput = z
  .object({ password: z.string().min(1, { error: 'Please enter your password.' }).max(256) })
  .strict();
