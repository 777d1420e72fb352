// The production form of Herald, end to end, with the container's steps (Dockerfile) where
// Docker is not available (CI, these machines):
//   1. build stage: the web app built for APP_URL in a clean copy of the sources
//      (`npm run build`; the checkout's installed tree stands in for the stage's `npm ci`,
//      from the same lock);
//   2. runtime stage: package.json + lock, build/ (the web app and the server bundle) and the
//      two data files the bundle reads (migrations, common passwords), and
//      `npm ci --omit=dev` — no devDependencies, no TypeScript;
//   3. start with NODE_ENV=production against PostgreSQL (a fresh database) and a loopback
//      SMTP server; sign up, confirm through the captured mail, generate; stop with SIGTERM.
// A start for another APP_URL must be refused first. Exits non-zero on any failure.
// Usage: npm run smoke:production   (SMOKE_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

const ROOT = resolve(import.meta.dirname, '..');
const adminUrl = process.env.SMOKE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const started = Date.now();

function step(text: string) {
  console.log(`[smoke ${((Date.now() - started) / 1000).toFixed(1)}s] ${text}`);
}

function fail(text: string): never {
  throw new Error(text);
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

/** The files git would ship (tracked, plus new ones not ignored): what `COPY . .` takes. */
function sourceFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z', '-co', '--exclude-standard'], { cwd: ROOT });
  return out.toString('utf8').split('\0').filter(Boolean);
}

function copyFiles(files: string[], to: string) {
  for (const file of files) {
    mkdirSync(dirname(join(to, file)), { recursive: true });
    cpSync(join(ROOT, file), join(to, file));
  }
}

function run(cmd: string, args: string[], cwd: string, env: Record<string, string> = {}) {
  execFileSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
}

interface Captured {
  to: string;
  raw: string;
}

async function startSmtp(): Promise<{ port: number; mails: Captured[]; close(): Promise<void> }> {
  const mails: Captured[] = [];
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (d: Buffer) => (raw += d.toString('utf8')));
      stream.on('end', () => {
        for (const to of session.envelope.rcptTo) mails.push({ to: to.address, raw });
        callback();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  const { port } = smtp.server.address() as { port: number };
  return { port, mails, close: () => new Promise<void>((r) => smtp.close(() => r())) };
}

/** Quoted-printable soft breaks and `=3D` undone: enough to read a link out of a mail. */
function decodeMail(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
}

function startServer(cwd: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['build/bundle/start.mjs'], {
    cwd,
    // Only what the container would have (its heap cap too): no development variables.
    env: { PATH: process.env.PATH ?? '', NODE_OPTIONS: '--max-old-space-size=256', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return { child, exited, output: () => output };
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) fail(`timed out waiting for ${what}`);
    // Polling an external process: a short pause between probes, never a fixed wait.
    await new Promise((r) => setTimeout(r, 200));
  }
}

const work = mkdtempSync(join(tmpdir(), 'herald-smoke-'));
const dbName = `herald_smoke_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: adminUrl });
let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
let server: ReturnType<typeof startServer> | undefined;

try {
  const port = await freePort();
  const appUrl = `http://127.0.0.1:${port}`;

  step(`build stage: web app for APP_URL=${appUrl} in a clean copy`);
  const buildDir = join(work, 'build-stage');
  const files = sourceFiles();
  copyFiles(files, buildDir);
  symlinkSync(join(ROOT, 'node_modules'), join(buildDir, 'node_modules'), 'dir');
  run('npm', ['run', 'build'], buildDir, { APP_URL: appUrl, NODE_ENV: 'production' });

  step('runtime stage: production dependencies only (npm ci --omit=dev)');
  const appDir = join(work, 'app');
  copyFiles(
    files.filter((f) =>
      /^(package\.json|package-lock\.json|server\/db\/migrations\/|server\/features\/auth\/common-passwords\.txt$)/.test(
        f,
      ),
    ),
    appDir,
  );
  cpSync(join(buildDir, 'build'), join(appDir, 'build'), { recursive: true });
  run('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], appDir);

  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
  smtp = await startSmtp();
  const env = {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: appUrl,
    DATABASE_URL: databaseUrl,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Herald <no-reply@herald.test>',
    BETTER_AUTH_SECRET: randomBytes(48).toString('base64'),
    DESTINATIONS_KEY: randomBytes(48).toString('base64'),
    BILLING: 'off',
    LOG_LEVEL: 'info',
  };

  step('a start for another APP_URL is refused');
  const wrong = startServer(appDir, { ...env, APP_URL: `http://localhost:${port}` });
  if ((await wrong.exited) !== 1) fail(`mismatched start did not exit 1:\n${wrong.output()}`);
  if (!wrong.output().includes('was made for APP_URL='))
    fail(`mismatched start gave no reason:\n${wrong.output()}`);

  step('start: NODE_ENV=production, PostgreSQL, loopback SMTP');
  server = startServer(appDir, env);
  const running = server;
  await until(
    'the health check',
    async () => ((await fetch(`${appUrl}/api/health`)).ok ? true : undefined),
    60_000,
  ).catch((error: unknown) => fail(`${String(error)}\n${running.output()}`));

  const home = await fetch(`${appUrl}/`);
  const html = await home.text();
  if (!home.ok || !html.includes(`<link rel="canonical" href="${appUrl}/"`))
    fail(`the landing page is not the build for ${appUrl} (${home.status})`);

  step('sign up, confirm through the captured mail');
  const headers = { 'content-type': 'application/json', origin: appUrl };
  const email = `smoke.${Date.now()}@example.com`;
  const password = 'a-Sturdy-passphrase-42';
  const signUp = await fetch(`${appUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, name: 'Smoke Test', callbackURL: '/dashboard' }),
  });
  if (signUp.status !== 200) fail(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
  const mail = await until(
    'the confirmation mail',
    async () => smtp!.mails.find((m) => m.to === email),
    15_000,
  );
  const link = /http\S+\/api\/auth\/verify-email\S+/.exec(decodeMail(mail.raw))?.[0];
  if (!link?.startsWith(appUrl)) fail(`no confirmation link for ${appUrl} in the mail`);
  const verify = await fetch(link, { redirect: 'manual' });
  const cookie = verify.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  if (verify.status !== 302 || !cookie.includes('session_token'))
    fail(`confirming answered ${verify.status} without a session`);

  step('generate (billing off: every account on Pro)');
  const generated = await fetch(`${appUrl}/api/generate`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({
      newHireName: 'Priya Sharma',
      role: 'Data Engineer',
      tone: 'creative_playful',
      messageType: 'welcome',
    }),
  });
  const body = (await generated.json()) as { success?: boolean; messages?: unknown[] };
  if (generated.status !== 200 || !body.success || body.messages?.length !== 3)
    fail(`generate answered ${generated.status}: ${JSON.stringify(body)}`);

  step('stop: SIGTERM, exit 0');
  server.child.kill('SIGTERM');
  const code = await server.exited;
  server = undefined;
  if (code !== 0) fail(`the server exited ${code} after SIGTERM:\n${running.output()}`);
  step('production smoke test passed');
} catch (error) {
  console.error(`[smoke] FAILED: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  if (server) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  await smtp?.close();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  await admin.end().catch(() => {});
  rmSync(work, { recursive: true, force: true });
}
