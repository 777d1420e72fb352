import { createBenchUser, makePro } from './accounts.ts';
import { figure, max, type Figure } from './report.ts';
import { startBenchServer, type BenchDatabase } from './server.ts';

/**
 * Issue 25 item 2 (ADR 048): a 10,000-row sheet, the import's bound, imported and then
 * imported again (all unchanged): the time of each request, and how far the process's peak
 * memory (resident set high-water mark; the server runs in this process) rose during each.
 * The time budgets are generous for two shared cores: they catch a per-row cost gone
 * quadratic, not a slow machine. The memory rise is reported, not judged: with PGlite it
 * includes the database's own growth.
 */
const ROWS = 10_000;
const IMPORT_BUDGET_MS = 30_000;
const REIMPORT_BUDGET_MS = 15_000;

function sheet(): string {
  const lines = ['Employee ID;Full name;Work e-mail;Start date;Team;Time zone;Fun fact'];
  for (let i = 0; i < ROWS; i++)
    lines.push(
      `E${i};"Person ${i}; Jr";person.${i}@example.com;${String((i % 28) + 1).padStart(2, '0')}/0${(i % 9) + 1}/2027;Team ${i % 40};Europe/Berlin;"Likes ""quotes"",\nand lines"`,
    );
  return `\uFEFF${lines.join('\r\n')}`;
}

export async function measurePeopleImport(
  bench: BenchDatabase,
  log: (line: string) => void,
): Promise<Figure[]> {
  const server = await startBenchServer({ database: bench, serveWeb: false });
  try {
    const admin = await createBenchUser(server, bench.database.db);
    await makePro(bench.database.db, admin.id);
    const csv = sheet();
    log(
      `  sheet: ${ROWS.toLocaleString('en')} rows, ${(Buffer.byteLength(csv) / 1e6).toFixed(2)} MB`,
    );
    const run = async () => {
      // maxRSS is a high-water mark (KB): what the import pushed it above any earlier peak.
      const peakBefore = process.resourceUsage().maxRSS;
      const started = performance.now();
      const res = await fetch(`${server.url}/api/people/import`, {
        method: 'POST',
        headers: {
          origin: server.origin,
          cookie: admin.cookie,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ csv, dateFormat: 'dmy' }),
      });
      const body = (await res.json()) as Record<string, unknown>;
      const ms = Math.round(performance.now() - started);
      const riseMb = Math.round((process.resourceUsage().maxRSS - peakBefore) / 1024);
      if (res.status !== 200)
        throw new Error(`import answered ${res.status}: ${JSON.stringify(body)}`);
      log(`  ${ms} ms, peak memory +${riseMb} MB: ${JSON.stringify(body).slice(0, 80)}`);
      return { ms, riseMb, body };
    };
    const first = await run();
    const again = await run();
    if (first.body.added !== ROWS || again.body.unchanged !== ROWS)
      throw new Error('the sheet did not import as 10,000 added, then 10,000 unchanged');
    const group = 'People import (10,000 rows)';
    return [
      figure(group, 'import', first.ms, 'ms', max(IMPORT_BUDGET_MS)),
      figure(group, 're-import, all unchanged', again.ms, 'ms', max(REIMPORT_BUDGET_MS)),
      figure(group, 'peak memory rise, import', first.riseMb, 'MB'),
      figure(group, 'peak memory rise, re-import', again.riseMb, 'MB'),
    ];
  } finally {
    await server.stop();
  }
}
