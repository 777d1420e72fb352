import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { deliveries, subscribers, user } from '#server/db/schema/index.ts';
import { createDestination } from '#server/features/destinations/queries.ts';
import { createSecretBox } from '#server/features/destinations/secret-box.ts';
import { FakeChatWebhooks } from '#tests/mocks/chat-webhooks.ts';
import { figure, max, skipped, type Figure } from './report.ts';
import type { BenchDatabase } from './server.ts';
import { percentile, round } from './stats.ts';
import { personalWorkspaceId } from '#server/middleware/require-workspace.ts';

/**
 * Issue 16 item 13, issue 23 item 5: 10,000 deliveries fall due at the same moment and two `npm start`
 * processes (the real entry point, each with its delivery worker) share them through one
 * PostgreSQL. A loopback Slack fake answers each post after a fixed latency and records when
 * it arrived. Figures: time until all are posted, lateness (arrival − due time), duplicates
 * and lost deliveries. PostgreSQL only: PGlite is one process.
 */

const COUNT = 10_000;
const PROVIDER_LATENCY_MS = 50;
const KEY = 'bench-destinations-key-7Hq2Vx9Lm4Rt8Zp1Wc5Nb3';
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const LATENESS_P95_BUDGET_MS = 5000;
/** Linux's USER_HZ: /proc/<pid>/stat counts CPU time in these ticks. */
const CLOCK_TICKS_PER_S = 100;

/**
 * CPU seconds (user + system) a process has used so far, from /proc: wall-clock figures on a
 * shared machine say more about the neighbours than about the drain, CPU per delivery does
 * not (ADR 051). NaN where there is no /proc.
 */
function cpuSeconds(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at the state, field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_S;
  } catch {
    return NaN;
  }
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** A free loopback port (the bench may run beside other servers on this machine). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function startProcess(url: string, port: number): Promise<ChildProcess> {
  // BENCH_CPU_PROF=dir writes a V8 CPU profile of each server process there when it stops.
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: url,
      DESTINATIONS_KEY: KEY,
      DESTINATION_ALLOW_HOSTS: '127.0.0.1',
      // The production defaults of the delivery worker (poll interval, slots): what is measured.
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('a server did not start in 60 s')), 60_000);
    const poll = setInterval(() => {
      fetch(`http://127.0.0.1:${port}/api/health`)
        .then((res) => {
          if (!res.ok) return;
          clearInterval(poll);
          clearTimeout(timer);
          resolve(child);
        })
        .catch(() => {});
    }, 250);
    let stderr = '';
    child.stderr?.on(
      'data',
      (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)),
    );
    child.once('exit', (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`a server exited with ${code} before it started: ${stderr.trim()}`));
    });
  });
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

export async function measureDeliveries(
  bench: BenchDatabase,
  log: (line: string) => void,
): Promise<Figure[]> {
  const group = `Deliveries (${COUNT} due at once, 2 processes)`;
  if (!bench.url)
    return [skipped(group, 'time until all posted', 's', 'needs BENCH_DATABASE_URL (PostgreSQL)')];
  const { db } = bench.database;
  const fake = new FakeChatWebhooks();
  fake.latencyMs = PROVIDER_LATENCY_MS;
  await fake.start();
  const children: ChildProcess[] = [];
  try {
    const ports = [await freePort(), await freePort()];
    children.push(...(await Promise.all(ports.map((p) => startProcess(bench.url!, p)))));
    const userId = randomUUID();
    await db.insert(user).values({
      id: userId,
      name: 'Bench',
      email: `bench.${userId}@example.com`,
      emailVerified: true,
    });
    const workspaceId = await personalWorkspaceId(db, userId);
    // Sending is a Pro feature, checked again when each delivery goes out.
    await db
      .insert(subscribers)
      .values({ userId, workspaceId, plan: 'pro', status: 'active', provider: 'test' });
    const webhook = fake.webhook('slack');
    const { destination } = await createDestination(
      db,
      createSecretBox(KEY),
      { userId, workspaceId },
      {
        kind: 'slack',
        name: '#bench',
        url: webhook,
      },
    );
    if (!destination) throw new Error('the bench user has no room for a destination');
    // All due at one moment, seven seconds after the insert commits, so past each worker's
    // next poll (5 s): scheduled sends are minute-aligned and made ahead, so a worker knows
    // the due time and sleeps until it. With three seconds, the figure measured when each
    // worker happened to poll, not the drain (ADR 051, revisited). One INSERT … SELECT (a
    // VALUES list of 10,000 rows would pass PostgreSQL's 65,535 parameters).
    const inserted = await db.execute<{ due_at: Date | string }>(sql`
      insert into ${deliveries} (user_id, workspace_id, destination_id, destination_name, destination_kind, text,
        new_hire_name, message_type, status, scheduled_at, due_at, time_zone, idempotency_key)
      select ${userId}, ${workspaceId}, ${destination.id}, ${destination.name}, 'slack', 'Bench announcement ' || i,
        'Bench', 'welcome', 'scheduled', d.at, d.at, 'UTC', gen_random_uuid()::text
      from generate_series(0, ${COUNT}::int - 1) as i,
        (select date_trunc('second', now()) + interval '7 seconds' as at) as d
      returning due_at`);
    const rows = (inserted as unknown as { rows: { due_at: Date | string }[] }).rows;
    const due = new Date(rows[0]!.due_at).getTime();
    log(`  ${COUNT} deliveries due at ${new Date(due).toISOString()}`);
    // What the drain costs: CPU of the two servers, of their PostgreSQL sessions and of this
    // process (the fake), and the statements PostgreSQL committed, from before it to after.
    const backends = async () => {
      const result = await db.execute<{ pid: number }>(
        sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      );
      return (result as unknown as { rows: { pid: number }[] }).rows.map((r) => r.pid);
    };
    const committed = async () => {
      const result = await db.execute<{ n: string }>(
        sql`select xact_commit::text as n from pg_stat_database where datname = current_database()`,
      );
      return Number((result as unknown as { rows: { n: string }[] }).rows[0]?.n);
    };
    const serverCpu = () => sum(children.map((c) => cpuSeconds(c.pid)));
    const backendsAtStart = new Map((await backends()).map((pid) => [pid, cpuSeconds(pid)]));
    const [serverCpuAtStart, fakeCpuAtStart, commitsAtStart] = [
      serverCpu(),
      process.cpuUsage(),
      await committed(),
    ];
    await fake.waitForPosts(webhook, COUNT, 180_000).catch(() => undefined);
    // Anything still coming would be a duplicate: give it a moment to show.
    await new Promise((r) => setTimeout(r, 3000));
    const serverCpuUsed = serverCpu() - serverCpuAtStart;
    const fakeCpu = process.cpuUsage(fakeCpuAtStart);
    const databaseCpuUsed = sum(
      (await backends()).map((pid) => cpuSeconds(pid) - (backendsAtStart.get(pid) ?? 0)),
    );
    // PostgreSQL reports its counters with a delay of up to a second.
    await new Promise((r) => setTimeout(r, 1000));
    const statements = (await committed()) - commitsAtStart;
    const perDelivery = (seconds: number) => round((seconds * 1000) / COUNT, 3);
    log(
      `  CPU per delivery: servers ${perDelivery(serverCpuUsed)} ms, PostgreSQL ${perDelivery(databaseCpuUsed)} ms, fake ${perDelivery((fakeCpu.user + fakeCpu.system) / 1e6)} ms; ${round(statements / COUNT, 2)} statements per delivery`,
    );

    const posts = fake.postsTo(webhook);
    const texts = posts.map((p) => (p.body as { text: string }).text);
    const unique = new Set(texts).size;
    const lateness = posts.map((p) => p.receivedAt - due).sort((a, b) => a - b);
    const last = lateness.at(-1) ?? NaN;
    log(`  ${posts.length} posts, ${unique} distinct, last ${Math.round(last)} ms after due`);
    return [
      figure(group, 'time until all posted', round(last / 1000, 2), 's'),
      figure(group, 'lateness p50', round(percentile(lateness, 50) / 1000, 2), 's'),
      figure(
        group,
        'lateness p95',
        round(percentile(lateness, 95) / 1000, 2),
        's',
        max(LATENESS_P95_BUDGET_MS / 1000),
        `provider answers in ${PROVIDER_LATENCY_MS} ms; production worker defaults`,
      ),
      figure(group, 'server CPU per delivery', perDelivery(serverCpuUsed), 'ms'),
      figure(group, 'PostgreSQL CPU per delivery', perDelivery(databaseCpuUsed), 'ms'),
      figure(group, 'statements per delivery', round(statements / COUNT, 2), ''),
      figure(group, 'duplicates', posts.length - unique, '', max(0)),
      figure(group, 'lost', COUNT - unique, '', max(0)),
    ];
  } finally {
    await Promise.all(children.map(stopProcess));
    await fake.stop();
  }
}
