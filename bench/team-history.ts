import { WORKSPACE_HEADER } from '#domain/workspaces.ts';
import { seedHistory, seedTeamHistories, type TeamShape } from '#tests/setup/history-seed.ts';
import { createBenchUser } from './accounts.ts';
import { GROWTH_RATIO, loadAfterWarmUp, onSeedConnection, PAGE_ONE_RATIO } from './history.ts';
import type { LoadResult } from './load-client.ts';
import { figure, max, type Figure } from './report.ts';
import { startBenchServer, startHelloServer, type BenchDatabase } from './server.ts';
import { round } from './stats.ts';

/**
 * Issue 24 "Tests and figures": with 10 team workspaces of 10 members, each member the author
 * of 1,000 messages in their team (100,000 messages in all, 10,000 per team), a member's
 * history page 1 and GET /api/account in their team stay within today's budgets: p95 at most
 * PAGE_ONE_RATIO × the hello-world route's, at one connection. A single user with 1,000
 * messages is measured in the same run, beside them, and the team member's p95 is judged
 * against theirs too (at most GROWTH_RATIO ×, the history's budget for growth): on a loaded
 * machine, where the hello-world ratio fails for every signed-in read (docs/performance.md),
 * that comparison still says whether a team costs more than one person.
 */

export const TEAM_SHAPE: TeamShape = {
  workspaces: 10,
  membersPerWorkspace: 10,
  messagesPerMember: 1_000,
};

const CONNECTIONS = 1;
const SINGLE_USER_HISTORY = 1_000;

const READS = [
  { name: 'history page 1', path: '/api/messages?page=1' },
  { name: 'GET /api/account', path: '/api/account' },
];

export async function measureTeamHistory(
  bench: BenchDatabase,
  options: { durationSeconds: number },
  log: (line: string) => void,
): Promise<Figure[]> {
  const onPostgres = bench.database.kind === 'postgres';
  const server = await startBenchServer({ database: bench, serveWeb: false });
  const hello = await startHelloServer();
  const figures: Figure[] = [];
  try {
    const single = await createBenchUser(server, bench.database.db);
    await onSeedConnection(bench, (db) => seedHistory(db, single.id, SINGLE_USER_HISTORY));
    const teamMember = await createBenchUser(server, bench.database.db);
    const started = Date.now();
    const teamId = await onSeedConnection(bench, (db) =>
      seedTeamHistories(db, teamMember.id, TEAM_SHAPE),
    );
    const { workspaces, membersPerWorkspace, messagesPerMember } = TEAM_SHAPE;
    log(
      `  seeded ${workspaces} workspaces × ${membersPerWorkspace} members × ${messagesPerMember.toLocaleString('en')} messages in ${Date.now() - started} ms`,
    );

    const run = (url: string, cookie?: string, headers?: Record<string, string>) =>
      loadAfterWarmUp({
        url,
        origin: server.origin,
        connections: CONNECTIONS,
        durationSeconds: options.durationSeconds,
        cookie,
        headers,
      });
    const group = `teams ${workspaces}×${membersPerWorkspace}×${messagesPerMember.toLocaleString('en')}, ${CONNECTIONS} conn`;
    const base = await run(`${hello.url}/hello`);
    figures.push(
      figure(
        group,
        'hello-world p95',
        round(base.p95, 2),
        'ms',
        undefined,
        `p50 ${round(base.p50, 2)} ms, ${Math.round(base.requestsPerSecond)} req/s`,
      ),
    );
    const readers: { who: string; cookie: string; headers: Record<string, string> }[] = [
      {
        who: `single user (${SINGLE_USER_HISTORY.toLocaleString('en')} msgs)`,
        cookie: single.cookie,
        headers: {},
      },
      {
        who: `team member (${(membersPerWorkspace * messagesPerMember).toLocaleString('en')} msgs in the team)`,
        cookie: teamMember.cookie,
        headers: { [WORKSPACE_HEADER]: teamId },
      },
    ];
    for (const read of READS) {
      const p95s: number[] = [];
      for (const reader of readers) {
        const result: LoadResult = await run(server.url + read.path, reader.cookie, reader.headers);
        p95s.push(result.p95);
        const ratio = round(result.p95 / Math.max(base.p95, 0.01), 1);
        log(
          `  ${read.name}, ${reader.who}: p50 ${round(result.p50, 2)} ms, p95 ${round(result.p95, 2)} ms (${ratio}× hello), ${Math.round(result.requestsPerSecond)} req/s`,
        );
        // As in the sections they stand beside: history page 1's ratio is judged on either
        // database, /api/account's on PostgreSQL (api-load.ts).
        const judged = read.name === 'history page 1' || onPostgres;
        figures.push(
          figure(
            group,
            `${read.name} p95, ${reader.who} (× hello-world)`,
            ratio,
            '×',
            judged ? max(PAGE_ONE_RATIO) : undefined,
            `p50 ${round(result.p50, 2)} ms, p95 ${round(result.p95, 2)} ms, ${Math.round(result.requestsPerSecond)} req/s${judged ? '' : `; budget ≤ ${PAGE_ONE_RATIO}×: judged on PostgreSQL`}`,
          ),
        );
        if (result.failures)
          figures.push(
            figure(group, `${read.name} errors, ${reader.who}`, result.failures, '', max(0)),
          );
      }
      const [alone, inTeam] = p95s as [number, number];
      figures.push(
        figure(
          group,
          `${read.name} p95, team member ÷ single user`,
          round(inTeam / Math.max(alone, 0.01), 2),
          '×',
          max(GROWTH_RATIO),
          `${round(alone, 2)} ms → ${round(inTeam, 2)} ms`,
        ),
      );
    }
    return figures;
  } finally {
    await hello.stop();
    await server.stop();
  }
}
