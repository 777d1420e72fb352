import { z } from 'zod';
import { cleanText } from './clean-text.ts';

/** Validation texts of spec §5, word for word. */
export const AUTH_MESSAGES = {
  email: 'Please enter a valid email address',
  password: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  displayName: 'Display name must be at least 2 characters',
  displayNameTooLong: 'Display name must be at most 80 characters',
  passwordsDontMatch: "Passwords don't match",
  commonPassword: 'This password is too common. Please choose a less common password.',
} as const;

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;
export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 80;
/** RFC 5321's limit on a forward path. */
export const EMAIL_MAX = 254;

const email = z
  .string()
  .trim()
  .pipe(z.email({ error: AUTH_MESSAGES.email }).max(EMAIL_MAX, { error: AUTH_MESSAGES.email }));
const password = z
  .string()
  .min(PASSWORD_MIN, { error: AUTH_MESSAGES.password })
  .max(PASSWORD_MAX, { error: AUTH_MESSAGES.passwordTooLong });
// Cleaned as the server cleans it (bidi overrides, invisible characters), then measured.
const displayName = z
  .string()
  .transform(cleanText)
  .pipe(
    z
      .string()
      .min(DISPLAY_NAME_MIN, { error: AUTH_MESSAGES.displayName })
      .max(DISPLAY_NAME_MAX, { error: AUTH_MESSAGES.displayNameTooLong }),
  );

export const SignInInput = z.object({ email, password });

export const SignUpInput = z
  .object({ displayName, email, password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    error: AUTH_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });

export const ForgotPasswordInput = z.object({ email });

export const ResetPasswordInput = z
  .object({ password, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    error: AUTH_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });

export const ChangePasswordInput = z
  .object({
    currentPassword: z.string().min(1, { error: 'Please enter your current password' }),
    newPassword: password,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: AUTH_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });

/** A valid IANA time zone name (the browser's), else undefined. */
export function validTimeZone(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 64) return undefined;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value;
  } catch {
    return undefined;
  }
}
