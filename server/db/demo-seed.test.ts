import { describe, expect, it } from 'vitest';
import { cookieFrom, postJson } from '#tests/setup/accounts.ts';
import { testDb, useTestServer } from '#tests/setup/test-server.ts';
import { DEMO_EMAIL, seedDemo } from './demo-seed.ts';

// A database of its own: the demo address is fixed, and other files' users must not matter.
const server = useTestServer({}, { privateDatabase: true });

async function signIn(password: string) {
  return postJson(server, '/api/auth/sign-in/email', { email: DEMO_EMAIL, password });
}

describe('npm run db:seed', () => {
  let password: string;

  it('creates a confirmed demo account that signs in with the printed password', async () => {
    const result = await seedDemo(await testDb(server));
    expect(result).toMatchObject({ email: DEMO_EMAIL, created: true, messages: 4 });
    password = result.password!;
    expect(password.length).toBeGreaterThanOrEqual(16);

    const res = await signIn(password);
    expect(res.status).toBe(200); // e-mail verification is required: so it is confirmed
    const cookie = cookieFrom(res);

    const history = await server.fetch('/api/messages', { headers: { cookie } });
    const { items, total } = (await history.json()) as {
      items: { newHireName: string; suggestions: { text: string }[] }[];
      total: number;
    };
    expect(total).toBe(4);
    expect(items.map((m) => m.newHireName)).toContain('Amara Okafor');
    for (const item of items) {
      expect(item.suggestions).toHaveLength(3);
      expect(item.suggestions[0]!.text).toContain(item.newHireName.split(' ')[0]);
    }

    // History from before this month: nothing of this month's quota is used.
    const account = await server.fetch('/api/account', { headers: { cookie } });
    expect(((await account.json()) as { usage: unknown }).usage).toEqual({
      thisMonth: 0,
      allTime: 4,
    });
  });

  it('changes nothing when run again', async () => {
    const again = await seedDemo(await testDb(server));
    expect(again).toEqual({ email: DEMO_EMAIL, password: null, created: false, messages: 4 });
    expect((await signIn(password)).status).toBe(200);
  });

  it('sets and prints a new password only when asked', async () => {
    const reset = await seedDemo(await testDb(server), { resetPassword: true });
    expect(reset).toMatchObject({ created: false, messages: 4 });
    expect(reset.password).not.toBe(password);
    expect((await signIn(password)).status).toBe(401);
    expect((await signIn(reset.password!)).status).toBe(200);
  });
});
