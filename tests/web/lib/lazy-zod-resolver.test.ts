import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { AUTH_MESSAGES, SignInInput } from '#domain/auth.ts';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';

type Values = { email: string; password: string };
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

describe('lazyZodResolver', () => {
  it('validates with the schema it loads, with the spec texts', async () => {
    const { resolver } = lazyZodResolver<Values>(async () => SignInInput);
    const invalid = await resolver({ email: 'nope', password: '123' }, undefined, options);
    expect(invalid.errors.email?.message).toBe(AUTH_MESSAGES.email);
    expect(invalid.errors.password?.message).toBe(AUTH_MESSAGES.password);
    const valid = await resolver({ email: ' a@b.co ', password: '123456' }, undefined, options);
    expect(valid.errors).toEqual({});
    expect(valid.values).toEqual({ email: 'a@b.co', password: '123456' });
  });

  it('tries a failed download again on the next submit', async () => {
    let attempts = 0;
    const { resolver, preload } = lazyZodResolver<Values>(async () => {
      attempts += 1;
      if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return SignInInput;
    });
    preload(); // the first focus: its failure is not the form's to report
    await expect(
      resolver({ email: 'nope', password: '123456' }, undefined, options),
    ).resolves.toMatchObject({ errors: { email: { message: AUTH_MESSAGES.email } } });
    expect(attempts).toBe(2);
  });
});
