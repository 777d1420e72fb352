import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '#domain/auth.ts';
import { profiles, user as userTable, verification } from '#server/db/schema/index.ts';
import {
  cookieFrom,
  createUser,
  linkIn,
  mailsTo,
  postJson,
  signIn,
  uniqueEmail,
} from '#tests/setup/accounts.ts';
import { startTestServer, testDb, useTestServer } from '#tests/setup/test-server.ts';
import { EQUAL_TIME_MS } from './routes.ts';

const server = useTestServer();
const db = () => testDb(server);

async function session(cookie: string) {
  const res = await server.fetch('/api/auth/get-session', { headers: { cookie } });
  return (await res.json()) as { user: { email: string } } | null;
}

describe('sign-up and confirmation', () => {
  it('creates the user and profile, e-mails a confirmation link, and refuses sign-in until confirmed', async () => {
    const email = uniqueEmail('ada');
    const res = await postJson(server, '/api/auth/sign-up/email', {
      email,
      password: 'analytical-engine-1843',
      name: 'Ada Lovelace',
      timeZone: 'Europe/London',
      callbackURL: '/dashboard',
    });
    expect(res.status).toBe(200);
    expect(cookieFrom(res)).not.toContain('session_token');

    const [profile] = await (
      await db()
    )
      .select()
      .from(profiles)
      .innerJoin(userTable, eq(userTable.id, profiles.userId))
      .where(eq(userTable.email, email));
    expect(profile?.profiles).toMatchObject({
      displayName: 'Ada Lovelace',
      email,
      timeZone: 'Europe/London',
    });

    const [mail] = await mailsTo(server, email);
    expect(mail?.subject).toBe('Confirm your e-mail for Herald');
    expect(mail?.html).toContain('Confirm e-mail address');
    const link = linkIn(mail!, /http\S+\/api\/auth\/verify-email\S+/);
    expect(link).toContain('callbackURL=%2Fdashboard');

    const early = await signIn(server, email, 'analytical-engine-1843');
    expect(early.status).toBe(403);
    expect(await early.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });

    const verify = await server.fetch(link.slice(link.indexOf('/api/')), { redirect: 'manual' });
    expect(verify.status).toBe(302);
    expect(verify.headers.get('location')).toBe('/dashboard');
    expect((await session(cookieFrom(verify)))?.user.email).toBe(email);
  });

  it('falls back to UTC for a missing or invalid time zone', async () => {
    const email = uniqueEmail('tz');
    await postJson(server, '/api/auth/sign-up/email', {
      email,
      password: 'a-Sturdy-passphrase-42',
      name: 'Tz',
      timeZone: 'Mars/Olympus',
    });
    const [row] = await (await db()).select().from(profiles).where(eq(profiles.email, email));
    expect(row?.timeZone).toBe('UTC');
  });

  it('can resend the confirmation e-mail, at most once a minute per address', async () => {
    const email = uniqueEmail('resend');
    await postJson(server, '/api/auth/sign-up/email', {
      email,
      password: 'a-Sturdy-passphrase-42',
      name: 'Re Send',
    });
    const again = await postJson(server, '/api/auth/send-verification-email', {
      email,
      callbackURL: '/dashboard',
    });
    expect(again.status).toBe(200);
    expect(await mailsTo(server, email)).toHaveLength(1);
  });

  it.each([
    [{ email: 'not-an-email', password: 'a-Sturdy-passphrase-42', name: 'Al' }, 400],
    [{ password: 'a-Sturdy-passphrase-42', name: 'Al' }, 400],
    [{ email: uniqueEmail(), password: '12345', name: 'Al' }, 400],
    [{ email: uniqueEmail(), password: 'x'.repeat(129), name: 'Al' }, 400],
    [{ email: uniqueEmail(), password: 12345678, name: 'Al' }, 400],
  ])('rejects bad sign-up input %j with %i', async (body, status) => {
    const res = await postJson(server, '/api/auth/sign-up/email', body);
    expect(res.status).toBe(status);
  });

  it('refuses the 10,000 most common passwords and too-short display names with clear messages', async () => {
    const common = await postJson(server, '/api/auth/sign-up/email', {
      email: uniqueEmail(),
      password: 'password1',
      name: 'Alan',
    });
    expect(common.status).toBe(400);
    expect(await common.json()).toMatchObject({ message: AUTH_MESSAGES.commonPassword });
    const shortName = await postJson(server, '/api/auth/sign-up/email', {
      email: uniqueEmail(),
      password: 'a-Sturdy-passphrase-42',
      name: ' A ',
    });
    expect(shortName.status).toBe(400);
    expect(await shortName.json()).toMatchObject({ message: AUTH_MESSAGES.displayName });
  });

  it('answers a sign-up for a taken address exactly like a new one, and tells the owner', async () => {
    const existing = await createUser(server);
    const fresh = await postJson(server, '/api/auth/sign-up/email', {
      email: uniqueEmail(),
      password: 'a-Sturdy-passphrase-42',
      name: 'Same Name',
    });
    const taken = await postJson(server, '/api/auth/sign-up/email', {
      email: existing.email,
      password: 'a-Sturdy-passphrase-42',
      name: 'Same Name',
    });
    expect(taken.status).toBe(fresh.status);
    const [a, b] = (await Promise.all([fresh.json(), taken.json()])) as {
      token: null;
      user: Record<string, unknown>;
    }[];
    expect(Object.keys(b!.user).sort()).toEqual(Object.keys(a!.user).sort());
    expect(b!.token).toBeNull();
    expect(b!.user.emailVerified).toBe(false);
    const mails = await mailsTo(server, existing.email);
    expect(mails.map((m) => m.subject)).toContain('You already have a Herald account');
  });
});

describe('sign-in and sign-out', () => {
  it('issues a new session token at every sign-in, HttpOnly and SameSite=Lax', async () => {
    const u = await createUser(server);
    const first = await signIn(server, u.email, u.password);
    const second = await signIn(server, u.email, u.password);
    expect(first.status).toBe(200);
    const setCookie = first.headers.getSetCookie().find((c) => c.includes('session_token'))!;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).toMatch(/Max-Age=604800/);
    expect(cookieFrom(first)).not.toBe(cookieFrom(second));
  });

  it('answers a wrong password and an unknown address identically', async () => {
    const u = await createUser(server);
    const wrong = await signIn(server, u.email, 'not-the-password');
    const unknown = await signIn(server, uniqueEmail('ghost'), 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('signs out, ending the session', async () => {
    const u = await createUser(server);
    const out = await postJson(server, '/api/auth/sign-out', {}, { cookie: u.cookie });
    expect(out.status).toBe(200);
    expect(await session(u.cookie)).toBeNull();
  });

  it('refuses a cookie-bearing POST from a foreign origin', async () => {
    const u = await createUser(server);
    const res = await postJson(
      server,
      '/api/auth/sign-out',
      {},
      { cookie: u.cookie, origin: 'https://evil.example' },
    );
    expect(res.status).toBe(403);
    expect(await session(u.cookie)).not.toBeNull();
  });
});

describe('password reset', () => {
  it('e-mails a single-use link; the new password works, the old one and other sessions do not', async () => {
    const u = await createUser(server);
    const res = await postJson(server, '/api/auth/request-password-reset', {
      email: u.email,
      redirectTo: '/auth/reset-password',
    });
    expect(res.status).toBe(200);
    const mail = (await mailsTo(server, u.email)).find(
      (m) => m.subject === 'Reset your Herald password',
    );
    const link = linkIn(mail!, /http\S+\/auth\/reset-password\?token=\S+/);
    const token = new URL(link).searchParams.get('token')!;

    const reset = await postJson(server, '/api/auth/reset-password', {
      token,
      newPassword: 'brand-new-Passphrase-7',
    });
    expect(reset.status).toBe(200);
    expect((await signIn(server, u.email, u.password)).status).toBe(401);
    expect((await signIn(server, u.email, 'brand-new-Passphrase-7')).status).toBe(200);
    expect(await session(u.cookie)).toBeNull();

    const reused = await postJson(server, '/api/auth/reset-password', {
      token,
      newPassword: 'another-Passphrase-8',
    });
    expect(reused.status).toBe(400);
  });

  it('refuses an expired token', async () => {
    const u = await createUser(server);
    await postJson(server, '/api/auth/request-password-reset', {
      email: u.email,
      redirectTo: '/auth/reset-password',
    });
    const mail = (await mailsTo(server, u.email)).find(
      (m) => m.subject === 'Reset your Herald password',
    )!;
    const token = new URL(
      linkIn(mail, /http\S+\/auth\/reset-password\?token=\S+/),
    ).searchParams.get('token')!;
    await (
      await db()
    )
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`));
    const res = await postJson(server, '/api/auth/reset-password', {
      token,
      newPassword: 'brand-new-Passphrase-7',
    });
    expect(res.status).toBe(400);
  });

  it('answers for an unknown address exactly as for a known one, and sends one mail a minute', async () => {
    const u = await createUser(server);
    const known = await postJson(server, '/api/auth/request-password-reset', {
      email: u.email,
      redirectTo: '/auth/reset-password',
    });
    const unknown = await postJson(server, '/api/auth/request-password-reset', {
      email: uniqueEmail('nobody'),
      redirectTo: '/auth/reset-password',
    });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.json()).toEqual(await known.json());
    await postJson(server, '/api/auth/request-password-reset', {
      email: u.email,
      redirectTo: '/auth/reset-password',
    });
    const resets = (await mailsTo(server, u.email)).filter(
      (m) => m.subject === 'Reset your Herald password',
    );
    expect(resets).toHaveLength(1);
  });

  it('refuses a common new password', async () => {
    const res = await postJson(server, '/api/auth/reset-password', {
      token: 'whatever',
      newPassword: 'qwerty123',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: AUTH_MESSAGES.commonPassword });
  });
});

describe('rate limits', () => {
  it('limits sign-in attempts per IP with 429', async () => {
    const ip = '192.0.2.10';
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push(
        (
          await postJson(
            server,
            '/api/auth/sign-in/email',
            { email: uniqueEmail(), password: 'wrong-password' },
            { 'x-forwarded-for': ip },
          )
        ).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Better Auth says when in X-Retry-After only; every 429 of ours says it in Retry-After.
    const limited = await postJson(
      server,
      '/api/auth/sign-in/email',
      { email: uniqueEmail(), password: 'wrong-password' },
      { 'x-forwarded-for': ip },
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });

  it('limits sign-in attempts per address across IPs', async () => {
    const email = uniqueEmail('target');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await postJson(server, '/api/auth/sign-in/email', { email, password: 'wrong-password' }))
          .status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const limited = await postJson(server, '/api/auth/sign-in/email', {
      email,
      password: 'wrong-password',
    });
    expect(limited.status).toBe(429);
    // The per-address window is 15 minutes: the answer says how much of it is left.
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('takes the IP from the socket without TRUST_PROXY, so a forged X-Forwarded-For resets nothing', async () => {
    const direct = await startTestServer({ TRUST_PROXY: 'false' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 12; i++)
        statuses.push(
          (
            await postJson(
              direct,
              '/api/auth/sign-in/email',
              { email: uniqueEmail(), password: 'wrong-password' },
              { 'x-forwarded-for': `203.0.113.${i}` },
            )
          ).status,
        );
      expect(statuses).toContain(429);
    } finally {
      await direct.stop();
    }
  });
});

// Issue 17: the app's rules for names and addresses, on every route Better Auth offers.
describe('account name and address rules', () => {
  const RLO = '\u202E';
  const ZWJ = '\u200D';

  it('refuses an address longer than 254 characters at sign-up', async () => {
    const res = await postJson(server, '/api/auth/sign-up/email', {
      email: `${'a'.repeat(64)}.${'b'.repeat(180)}@${'c'.repeat(50)}.example.com`,
      password: 'a-Sturdy-passphrase-42',
      name: 'Long Address',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: AUTH_MESSAGES.email });
  });

  it('strips bidi overrides and invisible characters from the name at sign-up', async () => {
    const email = uniqueEmail('bidi');
    const res = await postJson(server, '/api/auth/sign-up/email', {
      email,
      password: 'a-Sturdy-passphrase-42',
      name: `${RLO}Ada${ZWJ} Lovelace`,
    });
    expect(res.status).toBe(200);
    const [row] = await (
      await db()
    )
      .select({ name: userTable.name, displayName: profiles.displayName })
      .from(userTable)
      .innerJoin(profiles, eq(profiles.userId, userTable.id))
      .where(eq(userTable.email, email));
    expect(row).toEqual({ name: 'Ada Lovelace', displayName: 'Ada Lovelace' });
    // A name that is nothing but invisible characters is no name.
    const invisible = await postJson(server, '/api/auth/sign-up/email', {
      email: uniqueEmail('bidi'),
      password: 'a-Sturdy-passphrase-42',
      name: `${RLO}${ZWJ}${RLO}`,
    });
    expect(invisible.status).toBe(400);
  });

  it('holds the same rules on update-user', async () => {
    const u = await createUser(server);
    const update = (name: unknown) =>
      postJson(server, '/api/auth/update-user', { name }, { cookie: u.cookie });
    const huge = await update('x'.repeat(5000));
    expect(huge.status).toBe(400);
    expect(await huge.json()).toMatchObject({ message: AUTH_MESSAGES.displayNameTooLong });
    expect((await update('A')).status).toBe(400);
    expect((await update(`${RLO}${RLO}`)).status).toBe(400);
    expect((await update(`${RLO}Grace${ZWJ} Hopper`)).status).toBe(200);
    const [row] = await (
      await db()
    )
      .select({ name: userTable.name })
      .from(userTable)
      .where(eq(userTable.email, u.email));
    expect(row!.name).toBe('Grace Hopper');
  });
});

// Issue 17: anyone can sign up with someone else's address; what they typed must not reach
// that inbox in Herald's name.
describe('account e-mails', () => {
  const BAIT = 'Urgent: verify at https://evil.example/login';

  it('never repeat the name given at sign-up, for a new address or a taken one', async () => {
    const victim = await createUser(server);
    const fresh = uniqueEmail('phished');
    for (const email of [fresh, victim.email]) {
      const res = await postJson(server, '/api/auth/sign-up/email', {
        email,
        password: 'a-Sturdy-passphrase-42',
        name: BAIT,
      });
      expect(res.status).toBe(200);
    }
    const mails = [
      ...(await mailsTo(server, fresh)),
      ...(await mailsTo(server, victim.email)).filter((m) => m.subject.includes('already have')),
    ];
    expect(mails.length).toBe(2);
    for (const mail of mails)
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toContain('evil.example');
        expect(part).not.toContain('Urgent');
      }
  });

  it('greet without the name in the reset mail too', async () => {
    const u = await createUser(server, { name: BAIT });
    const res = await postJson(server, '/api/auth/request-password-reset', {
      email: u.email,
      redirectTo: '/auth/reset-password',
    });
    expect(res.status).toBe(200);
    const reset = (await mailsTo(server, u.email)).find((m) => m.subject.includes('Reset'));
    expect(reset).toBeDefined();
    expect(reset!.text).not.toContain('evil.example');
    expect(reset!.html).not.toContain('evil.example');
  });
});

// Issue 17: a sign-up for a new address took ~3.6 ms longer than for a taken one (it writes
// the user), enough to guess which addresses have accounts. Both now answer after the same
// fixed time, which is longer than either path's work.
describe('sign-up timing', () => {
  it('takes the same time for a new and a taken address', async () => {
    const N = 15;
    const taken = await Promise.all(Array.from({ length: N }, () => createUser(server)));
    const times = { fresh: [] as number[], taken: [] as number[] };
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    for (let i = 0; i < N; i++) {
      // Interleaved, so a slow moment of the machine hits both kinds alike.
      for (const kind of i % 2 ? (['fresh', 'taken'] as const) : (['taken', 'fresh'] as const)) {
        const started = performance.now();
        const res = await postJson(server, '/api/auth/sign-up/email', {
          email: kind === 'fresh' ? uniqueEmail('timing') : taken[i]!.email,
          password: 'a-Sturdy-passphrase-42',
          name: 'Same Name',
        });
        await res.text();
        expect(res.status).toBe(200);
        times[kind].push(performance.now() - started);
      }
    }
    // Neither kind answers before the fixed time...
    for (const t of [...times.fresh, ...times.taken])
      expect(t).toBeGreaterThanOrEqual(EQUAL_TIME_MS);
    // ...so the difference between them is not measurable beyond the noise: the medians
    // agree within three times the spread of the answers (median absolute deviation), or
    // 5 ms on a quiet machine, where that spread is under a millisecond.
    const all = [...times.fresh, ...times.taken];
    const spread = median(all.map((t) => Math.abs(t - median(all))));
    expect(Math.abs(median(times.fresh) - median(times.taken))).toBeLessThan(
      Math.max(5, 3 * spread),
    );
  }, 60_000);
});
