import { Writable } from 'node:stream';
import { and, count, eq, sql } from 'drizzle-orm';
import { autopilotDepsFor } from '#server/app.ts';
import { TestClock } from '#server/clock.ts';
import { DEFAULT_AUTOPILOT_RULES } from '#domain/autopilot.ts';
import { announcementEvents, deliveries, messageSuggestions } from '#server/db/schema/index.ts';
import { runAutopilotPass } from '#server/features/autopilot/worker.ts';
import { createLogger } from '#server/logger.ts';
import { personalWorkspaceId } from '#server/middleware/require-workspace.ts';
import { FakeChatWebhooks } from '#tests/mocks/chat-webhooks.ts';
import { createBenchUser, makePro } from './accounts.ts';
import { figure, max, type Figure } from './report.ts';
import { startBenchServer, type BenchDatabase } from './server.ts';
import { percentile, round } from './stats.ts';

/**
 * Issue 25 items 5–7 (ADR 053): 1,000 people start on the same day. With a TestClock the
 * run goes: import them, move the clock to the draft time and draft all 1,000 (the composer
 * writes; every draft is a stored message counted in the ledger), approve all 1,000 through
 * the API, move the clock to 09:00 on the day and let the server's delivery worker post them
 * to a loopback Slack fake. Figures: drafting time, approving time, time until all are posted,
 * p95 lateness (arrival − the moment the clock reached the send time), duplicates.
 */
const PEOPLE = 1000;
const START = '2027-03-10';
// Generous: two shared cores under other work draft ~1,000 in 50–140 s; the budget catches a
// per-event cost gone quadratic, not a busy machine.
const DRAFT_BUDGET_MS = 300_000;
const POSTED_BUDGET_MS = 60_000;
const LATENESS_P95_BUDGET_MS = 30_000;

export async function measureAutopilot(
  bench: BenchDatabase,
  log: (line: string) => void,
): Promise<Figure[]> {
  const fake = new FakeChatWebhooks();
  await fake.start();
  const clock = new TestClock('2027-03-01T00:00:00Z');
  const server = await startBenchServer({
    database: bench,
    serveWeb: false,
    clock,
    vars: {
      DELIVERY_WORKER: 'true',
      DESTINATION_ALLOW_HOSTS: '127.0.0.1',
      SEND_RATE_LIMIT_PER_HOUR: '100000',
    },
  });
  const { db } = bench.database;
  try {
    const admin = await createBenchUser(server, db);
    await makePro(db, admin.id);
    const workspaceId = await personalWorkspaceId(db, admin.id);
    const api = async (method: string, path: string, body?: unknown) => {
      const res = await fetch(`${server.url}${path}`, {
        method,
        headers: {
          origin: server.origin,
          cookie: admin.cookie,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${text}`);
      return JSON.parse(text) as Record<string, unknown>;
    };
    const slack = fake.webhook('slack');
    const { destination } = (await api('POST', '/api/destinations', {
      kind: 'slack',
      name: '#joiners',
      url: slack,
    })) as { destination: { id: string } };
    await api('PUT', '/api/autopilot/rules', {
      ...DEFAULT_AUTOPILOT_RULES,
      welcomeEnabled: true,
      length: 'short',
      destinationId: destination.id,
    });
    const csv = [
      'Full name,Work e-mail,Role,Start date,Time zone',
      ...Array.from(
        { length: PEOPLE },
        (_, i) => `Joiner ${i},joiner.${i}@example.com,Analyst,${START},Europe/Berlin`,
      ),
    ].join('\n');
    await api('POST', '/api/people/import', { csv });

    const quiet = new Writable({ write: (_c, _e, callback) => callback() });
    const deps = autopilotDepsFor(server.env, db, {
      clock,
      logger: createLogger('error', quiet),
      owner: { bootId: 'bench', slot: null },
    });

    // Draft time: 7 March, 09:00 in Berlin (08:00Z). Two passes at once, as two processes would.
    clock.set('2027-03-07T08:00:00Z');
    const draftStarted = performance.now();
    await Promise.all([runAutopilotPass(deps), runAutopilotPass(deps)]);
    const waiting = async () =>
      (
        await db
          .select({ n: count() })
          .from(announcementEvents)
          .where(
            and(
              eq(announcementEvents.workspaceId, workspaceId),
              eq(announcementEvents.state, 'awaiting_review'),
            ),
          )
      )[0]?.n ?? 0;
    // A draft the writer could not finish is held 15 minutes and tried again (ADR 053).
    let retries = 0;
    while ((await waiting()) < PEOPLE && retries < 3) {
      const problems = await db
        .selectDistinct({ problem: announcementEvents.problem })
        .from(announcementEvents)
        .where(eq(announcementEvents.workspaceId, workspaceId));
      log(
        `  held: ${problems
          .map((p) => p.problem)
          .filter(Boolean)
          .join(' | ')}`,
      );
      retries++;
      clock.advance(16 * 60_000);
      await runAutopilotPass(deps);
    }
    const draftMs = Math.round(performance.now() - draftStarted);
    const drafted = await waiting();
    log(`  drafted ${drafted} of ${PEOPLE} in ${draftMs} ms (${retries} later tries)`);

    // Approve each with its first draft, four at a time, through the API.
    const events = await db
      .select({ id: announcementEvents.id, messageId: announcementEvents.messageId })
      .from(announcementEvents)
      .where(eq(announcementEvents.workspaceId, workspaceId));
    const firstOption = new Map(
      (
        await db
          .select({ messageId: messageSuggestions.messageId, id: messageSuggestions.id })
          .from(messageSuggestions)
          .where(eq(messageSuggestions.position, 0))
      ).map((r) => [r.messageId, r.id]),
    );
    const approveStarted = performance.now();
    for (let i = 0; i < events.length; i += 4)
      await Promise.all(
        events.slice(i, i + 4).map((e) =>
          api('POST', `/api/autopilot/events/${e.id}/approve`, {
            suggestionId: firstOption.get(e.messageId!),
          }),
        ),
      );
    const approveMs = Math.round(performance.now() - approveStarted);
    log(`  approved ${events.length} in ${approveMs} ms`);

    // The send time: 10 March, 09:00 in Berlin (08:00Z). The server's delivery worker posts.
    clock.set('2027-03-10T08:00:00Z');
    const due = Date.now();
    const postStarted = performance.now();
    await fake.waitForPosts(slack, PEOPLE, POSTED_BUDGET_MS * 2);
    const postedMs = Math.round(performance.now() - postStarted);
    // Let a late duplicate, if any, arrive before counting.
    await new Promise((r) => setTimeout(r, 1000));
    const posts = fake.postsTo(slack);
    const names = new Set(posts.map((p) => /Joiner \d+/.exec(JSON.stringify(p.body))?.[0]));
    const lateness = posts.map((p) => p.receivedAt - due).sort((a, b) => a - b);
    const [rows] = await db
      .select({ n: count() })
      .from(deliveries)
      .where(and(eq(deliveries.workspaceId, workspaceId), sql`status = 'sent'`));
    const duplicates = posts.length - names.size;
    log(
      `  posted ${posts.length} (${names.size} people, ${rows?.n} deliveries sent) in ${postedMs} ms`,
    );
    if (drafted !== PEOPLE || names.size !== PEOPLE)
      throw new Error('not every person was drafted and posted once');
    const group = `Autopilot (${PEOPLE.toLocaleString('en')} people, one start date)`;
    return [
      figure(group, 'draft all (two passes at once)', draftMs, 'ms', max(DRAFT_BUDGET_MS)),
      figure(group, 'approve all (API, 4 at a time)', approveMs, 'ms'),
      figure(group, 'all posted after the send time', postedMs, 'ms', max(POSTED_BUDGET_MS)),
      figure(
        group,
        'lateness p95 at the send time',
        round(percentile(lateness, 95), 0),
        'ms',
        max(LATENESS_P95_BUDGET_MS),
      ),
      figure(group, 'duplicates', duplicates, 'posts', max(0)),
    ];
  } finally {
    await server.stop();
    await fake.stop();
  }
}
