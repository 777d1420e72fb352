import { performance } from 'node:perf_hooks';
import { createBenchUser, makePro } from './accounts.ts';
import { fakeWriter, GENERATE_INPUT } from './fake-model.ts';
import { figure, max, type Figure } from './report.ts';
import { startBenchServer, type BenchDatabase } from './server.ts';
import { median, round } from './stats.ts';

/**
 * How soon a streamed generation shows its first option, against a model that writes at a
 * fixed rate: the three options' JSON split into CHUNKS deltas CHUNK_DELAY_MS apart. With
 * per-option streaming the first option arrives after about a third of the text; a server
 * that buffered the whole answer would show it only at the end (a ratio near 100%).
 */

const CHUNKS = 100;
const CHUNK_DELAY_MS = 20;
const RATIO_BUDGET_PERCENT = 40;

interface Timing {
  firstOptionMs: number;
  doneMs: number;
}

async function timeOneGeneration(url: string, origin: string, cookie: string): Promise<Timing> {
  const started = performance.now();
  const res = await fetch(`${url}/api/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', origin, cookie },
    body: JSON.stringify(GENERATE_INPUT),
    signal: AbortSignal.timeout(30_000),
  });
  if (res.status !== 200 || !res.body) throw new Error(`/api/generate answered ${res.status}`);
  const decoder = new TextDecoder();
  let text = '';
  let firstOptionMs: number | undefined;
  const reader = res.body.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    const now = performance.now() - started;
    if (firstOptionMs === undefined && /^event: option$/m.test(text)) firstOptionMs = now;
    if (/^event: (error|fallback)$/m.test(text))
      throw new Error(`the fake model's options were refused: ${text}`);
    if (/^event: done$/m.test(text)) {
      await reader.cancel();
      if (firstOptionMs === undefined) throw new Error('done arrived before any option');
      return { firstOptionMs, doneMs: now };
    }
  }
  throw new Error('the stream ended without a done event');
}

export async function measureFirstOption(
  bench: BenchDatabase,
  runs: number,
  log: (line: string) => void,
): Promise<Figure[]> {
  const writer = fakeWriter({ chunks: CHUNKS, chunkDelayMs: CHUNK_DELAY_MS });
  const server = await startBenchServer({
    database: bench,
    serveWeb: false,
    writer,
    vars: { GENERATION_RATE_LIMIT_PER_MINUTE: '10000' },
  });
  try {
    const u = await createBenchUser(server, bench.database.db);
    await makePro(bench.database.db, u.id);
    // The first request loads the AI SDK's code paths; it is not counted.
    await timeOneGeneration(server.url, server.origin, u.cookie);
    const timings: Timing[] = [];
    for (let i = 0; i < runs; i++)
      timings.push(await timeOneGeneration(server.url, server.origin, u.cookie));
    const first = median(timings.map((t) => t.firstOptionMs));
    const done = median(timings.map((t) => t.doneMs));
    const ratio = median(timings.map((t) => (100 * t.firstOptionMs) / t.doneMs));
    log(`  first option ${Math.round(first)} ms, done ${Math.round(done)} ms (${round(ratio)}%)`);
    const group = 'streamed generation';
    const model = `${CHUNKS} chunks × ${CHUNK_DELAY_MS} ms, median of ${runs}`;
    return [
      figure(group, 'first option', Math.round(first), 'ms', undefined, model),
      figure(group, 'done', Math.round(done), 'ms'),
      figure(group, 'first option / done', round(ratio), '%', max(RATIO_BUDGET_PERCENT)),
    ];
  } finally {
    await server.stop();
  }
}
