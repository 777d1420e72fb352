import { existsSync } from 'node:fs';
// Lighthouse's own launcher (a dependency of lighthouse): it gives the debugging port
// Lighthouse needs and kills the whole browser process group afterwards.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { failed, figure, max, min, skipped, type Figure } from './report.ts';
import { median, round } from './stats.ts';

/**
 * Lighthouse 12 on the public pages, mobile emulation with its default simulated throttling
 * (a mid-range phone on slow 4G), median of RUNS runs per page: single runs vary by a few
 * points, the median of three is what Lighthouse itself recommends comparing.
 */

const LIGHTHOUSE_PAGES = ['/', '/blog', '/blog/perfect-welcome-message', '/auth/login', '/privacy'];
const RUNS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

const BUDGETS: Record<Category, number> = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const CLS_BUDGET = 0.02;
// Lighthouse needs tens of seconds on a slow machine; a hung run must not hang the bench.
const RUN_TIMEOUT_MS = 90_000;

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
];

interface RunScores {
  scores: Record<Category, number>;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  /** Lighthouse's measure of the host CPU during the run; lower on a slower or busier host. */
  benchmarkIndex: number;
  /** Audits that cost points, by category (for the note beside a missed budget). */
  failing: Record<Category, string[]>;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function runOnce(
  url: string,
  port: number,
  categories: readonly Category[] = CATEGORIES,
): Promise<RunScores> {
  const result = await withTimeout(
    lighthouse(url, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...categories],
    }),
    RUN_TIMEOUT_MS,
    `Lighthouse on ${url}`,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const scores = {} as Record<Category, number>;
  const failing = {} as Record<Category, string[]>;
  for (const id of categories) {
    const category = lhr.categories[id]!;
    scores[id] = Math.round((category.score ?? 0) * 100);
    failing[id] = category.auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id]!)
      .filter((audit) => audit.score !== null && audit.score < 1)
      .map((audit) => audit.id);
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    scores,
    cls: numeric('cumulative-layout-shift'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing,
  };
}

/**
 * Lighthouse itself says "please run Lighthouse again" for some trace-recording failures
 * (NO_NAVSTART, NO_FCP on a busy machine): one more attempt, then the page fails.
 */
async function runWithRetry(
  url: string,
  port: number,
  categories: readonly Category[] = CATEGORIES,
): Promise<RunScores> {
  try {
    return await runOnce(url, port, categories);
  } catch (error) {
    console.error(`  retrying ${url}: ${(error as Error).message}`);
    return runOnce(url, port, categories);
  }
}

function pageFigures(path: string, runs: RunScores[]): Figure[] {
  const group = `lighthouse ${path}`;
  const figures = CATEGORIES.map((id) => {
    const value = median(runs.map((r) => r.scores[id]));
    // Name what cost the points, from every run, so a miss is actionable from the table.
    const failing = [...new Set(runs.flatMap((r) => r.failing[id]))];
    const note = value < BUDGETS[id] && failing.length ? failing.join(', ') : undefined;
    return figure(group, id, value, '', min(BUDGETS[id]), note);
  });
  figures.push(
    figure(group, 'CLS', round(median(runs.map((r) => r.cls)), 3), '', max(CLS_BUDGET)),
    figure(group, 'LCP (simulated)', Math.round(median(runs.map((r) => r.lcpMs))), 'ms'),
    figure(group, 'TBT (simulated)', Math.round(median(runs.map((r) => r.tbtMs))), 'ms'),
    // Simulated TBT scales the main-thread work Chromium was seen doing: on a busy host the
    // same page blocks longer, so the host's speed belongs beside the scores.
    figure(group, 'host benchmarkIndex', Math.round(median(runs.map((r) => r.benchmarkIndex))), ''),
  );
  return figures;
}

export function lighthouseSkipped(reason: string): Figure[] {
  return LIGHTHOUSE_PAGES.flatMap((path) => [
    ...[...CATEGORIES, 'CLS'].map((name) => skipped(`lighthouse ${path}`, name, '', reason)),
    skipped(`lighthouse ${path} (dark)`, 'accessibility', '', reason),
  ]);
}

export async function measureLighthouse(
  baseUrl: string,
  log: (line: string) => void,
): Promise<Figure[]> {
  if (!existsSync(CHROME_PATH))
    return lighthouseSkipped(`no Chromium at ${CHROME_PATH} (set CHROME_PATH)`);
  const chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const figures: Figure[] = [];
    for (const path of LIGHTHOUSE_PAGES) {
      const runs: RunScores[] = [];
      try {
        for (let i = 0; i < RUNS; i++) runs.push(await runWithRetry(baseUrl + path, chrome.port));
      } catch (error) {
        figures.push(failed(`lighthouse ${path}`, (error as Error).message));
        continue;
      }
      const scores = runs.map(
        (r) =>
          `${CATEGORIES.map((c) => r.scores[c]).join('/')} (index ${Math.round(r.benchmarkIndex)})`,
      );
      log(`  ${path}: ${scores.join('  ')}`);
      figures.push(...pageFigures(path, runs));
    }
    figures.push(...(await measureDarkAccessibility(baseUrl, log)));
    return figures;
  } finally {
    chrome.kill();
  }
}

/**
 * The same pages with the system set to dark, so the head script picks the dark theme as it
 * would for such a visitor: Lighthouse's accessibility audits (contrast among them) must
 * pass in both themes. One run a page: the score is deterministic, unlike performance.
 */
async function measureDarkAccessibility(
  baseUrl: string,
  log: (line: string) => void,
): Promise<Figure[]> {
  const chrome = await launch({
    chromePath: CHROME_PATH,
    // 0 = dark: Chromium's prefers-color-scheme, which Lighthouse leaves as it finds it.
    chromeFlags: [...CHROME_FLAGS, '--blink-settings=preferredColorScheme=0'],
    logLevel: 'silent',
  });
  try {
    const figures: Figure[] = [];
    for (const path of LIGHTHOUSE_PAGES) {
      const group = `lighthouse ${path} (dark)`;
      try {
        const run = await runWithRetry(baseUrl + path, chrome.port, ['accessibility']);
        const score = run.scores.accessibility;
        log(`  ${path} (dark): accessibility ${score}`);
        const note =
          score < BUDGETS.accessibility ? run.failing.accessibility.join(', ') : undefined;
        figures.push(figure(group, 'accessibility', score, '', min(BUDGETS.accessibility), note));
      } catch (error) {
        figures.push(failed(group, (error as Error).message));
      }
    }
    return figures;
  } finally {
    chrome.kill();
  }
}
