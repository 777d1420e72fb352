import { beforeAll, describe, expect, it } from 'vitest';
import { PLANS } from '#domain/plans.ts';
import { createUser, type TestUser } from '#tests/setup/accounts.ts';
import { useTestServer } from '#tests/setup/test-server.ts';

const server = useTestServer();
let ada: TestUser;

beforeAll(async () => {
  ada = await createUser(server, { name: 'Ada Lovelace', timeZone: 'Europe/London' });
});

function patchProfile(user: TestUser, body: unknown, raw = false) {
  return server.fetch('/api/account/profile', {
    method: 'PATCH',
    headers: { cookie: user.cookie, 'content-type': 'application/json' },
    body: raw ? (body as string) : JSON.stringify(body),
  });
}

describe('GET /api/account', () => {
  it('answers 401 when signed out', async () => {
    const res = await server.fetch('/api/account');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 'unauthenticated', message: 'Please sign in.' });
  });

  it('returns the profile, the Basic plan and zero usage for a new user', async () => {
    const res = await server.fetch('/api/account', { headers: { cookie: ada.cookie } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      profile: { displayName: 'Ada Lovelace', email: ada.email, timeZone: 'Europe/London' },
      plan: {
        name: 'basic',
        displayName: 'Basic Plan',
        priceCents: 0,
        monthlyMessageLimit: 5,
        tones: PLANS.basic.tones,
        messageTypes: PLANS.basic.messageTypes,
      },
      usage: { thisMonth: 0, allTime: 0 },
      billing: 'on',
      subscription: null,
    });
  });
});

describe('PATCH /api/account/profile', () => {
  it('updates the display name and time zone of the acting user only', async () => {
    const other = await createUser(server, { name: 'Other Person' });
    const res = await patchProfile(ada, {
      displayName: '  Countess Ada  ',
      timeZone: 'America/New_York',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      profile: { displayName: 'Countess Ada', email: ada.email, timeZone: 'America/New_York' },
    });
    const theirs = (await (
      await server.fetch('/api/account', { headers: { cookie: other.cookie } })
    ).json()) as {
      profile: { displayName: string };
    };
    expect(theirs.profile.displayName).toBe('Other Person');
  });

  it('stores a zone by its current name (Asia/Calcutta is Asia/Kolkata)', async () => {
    const res = await patchProfile(ada, { timeZone: 'Asia/Calcutta' });
    expect(await res.json()).toMatchObject({ profile: { timeZone: 'Asia/Kolkata' } });
  });

  it.each([
    [{ displayName: 'x'.repeat(81) }, 'Display name must be at most 80 characters.'],
    [{ displayName: 42 }, 'Display name must be text.'],
    [{ timeZone: 'Mars/Olympus' }, 'Unknown time zone.'],
    [{}, 'Nothing to update: send displayName or timeZone.'],
    [{ displayName: 'Ok', email: 'steal@example.com' }, 'Unknown field: email.'],
    [[1, 2], 'The request body must be a JSON object.'],
  ])('rejects %j with a precise 400', async (body, message) => {
    const res = await patchProfile(ada, body);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ code: 'invalid_input', message });
  });

  it('rejects malformed JSON with 400 and keeps the profile', async () => {
    const res = await patchProfile(ada, '{"displayName": ', true);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string };
    expect(body.code).toBe('bad_request');
  });

  it('stores HTML as text, unchanged', async () => {
    const res = await patchProfile(ada, { displayName: '<img src=x onerror=alert(1)>' });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { profile: { displayName: string } }).profile.displayName).toBe(
      '<img src=x onerror=alert(1)>',
    );
  });

  it('answers 401 when signed out', async () => {
    const res = await server.fetch('/api/account/profile', {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ displayName: 'Nobody' }),
    });
    expect(res.status).toBe(401);
  });
});
