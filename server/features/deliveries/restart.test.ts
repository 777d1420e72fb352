import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { deliveries } from '#server/db/schema/index.ts';
import { FakeChatWebhooks } from '#tests/mocks/chat-webhooks.ts';
import { postJson } from '#tests/setup/accounts.ts';
import { addDestination, proUserWithMessage, waitForStatus } from '#tests/setup/sending.ts';
import { startTestServer } from '#tests/setup/test-server.ts';

// Issue 16 item 7 on the embedded default: deliveries scheduled before a stop are sent after
// the next start, with the per-installation key (kept beside the data) still opening the URL.
// (The PostgreSQL and kill -9 cases are in tests/reliability/deliveries.test.ts.)
const fake = new FakeChatWebhooks();
let dir: string;

beforeAll(async () => {
  await fake.start();
  dir = mkdtempSync(join(tmpdir(), 'herald-restart-'));
});
afterAll(async () => {
  await fake.stop();
  rmSync(dir, { recursive: true, force: true });
});

const vars = () => ({
  DATA_DIR: dir,
  DELIVERY_WORKER: 'true',
  DELIVERY_POLL_INTERVAL_MS: '100',
  DESTINATION_ALLOW_HOSTS: '127.0.0.1',
});

describe('a restart on PGlite', () => {
  it(
    'sends on start-up what fell due while Herald was stopped, and shows the delay',
    { timeout: 60_000 },
    async () => {
      let database = openDatabase({ dataDir: join(dir, 'db') });
      await database.migrate();
      const first = await startTestServer(vars(), { database, installationSecrets: true });
      const user = await proUserWithMessage(first);
      const url = fake.webhook('slack');
      const destination = await addDestination(first, user, { kind: 'slack', name: '#x', url });
      const option = user.options[0]!;
      const res = await postJson(
        first,
        '/api/deliveries',
        {
          suggestionId: option.suggestionId,
          destinationId: destination.id,
          text: option.text,
          schedule: {
            date: `${new Date().getUTCFullYear() + 1}-01-05`,
            time: '09:00',
            timeZone: 'UTC',
          },
        },
        { cookie: user.cookie },
      );
      const { delivery } = (await res.json()) as { delivery: { id: string } };
      await first.stop();
      // The development key was made for this installation, readable by its owner only.
      const secrets = join(dir, 'secrets.json');
      expect(statSync(secrets).mode & 0o077).toBe(0);
      expect(JSON.parse(readFileSync(secrets, 'utf8')).destinationsKey).toBe(
        first.env.DESTINATIONS_KEY,
      );

      // Its time passes while nothing runs.
      await database.db.update(deliveries).set({
        dueAt: sql`now() - interval '10 minutes'`,
        scheduledAt: sql`now() - interval '10 minutes'`,
      });
      await database.close();
      expect(fake.postsTo(url)).toHaveLength(0);

      database = openDatabase({ dataDir: join(dir, 'db') });
      await database.migrate();
      const second = await startTestServer(vars(), { database, installationSecrets: true });
      try {
        const sent = await waitForStatus(second, user, delivery.id, ['sent', 'failed']);
        expect(sent.status).toBe('sent');
        expect(
          new Date(sent.sentAt!).getTime() - new Date(sent.scheduledAt).getTime(),
        ).toBeGreaterThan(590_000);
        expect(fake.postsTo(url)).toHaveLength(1);
      } finally {
        await second.stop();
        await database.close();
      }
    },
  );
});
