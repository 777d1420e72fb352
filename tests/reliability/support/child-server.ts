import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseEnv } from '#server/env.ts';
import type { TestServer } from '#tests/setup/test-server.ts';
import { SERVER_ENTRY } from '../../../scripts/build-server.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** The address every child is reached at in the browser's eyes: one origin, as behind a load balancer. */
export const SHARED_APP_URL = 'http://localhost:3000';

export interface ChildServer extends TestServer {
  child: ChildProcess;
  /** Resolves with the exit code once the process has exited. */
  exited: Promise<number | null>;
  /** Raw stdout + stderr so far (for failure messages). */
  output(): string;
  /** Resolves when a log line with this `msg` has been written. */
  waitForLog(msg: string, timeoutMs?: number): Promise<Record<string, unknown>>;
}

const running = new Set<ChildServer>();

function randomIp(): string {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
}

/**
 * Starts the real entry point (`node build/bundle/start.mjs`, what production runs; the
 * suite's global setup bundles the current sources first: tests/setup/server-bundle.ts)
 * as a child process on an ephemeral port, and resolves once it logs "Herald is running at".
 * The returned object satisfies TestServer, so the usual helpers (createUser, postJson…) work.
 */
export async function startChildServer(vars: Record<string, string>): Promise<ChildServer> {
  const childEnv: Record<string, string> = {
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    APP_URL: SHARED_APP_URL,
    TRUST_PROXY: 'true',
    ...vars,
  };
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...childEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let raw = '';
  let pending = '';
  const logs: Record<string, unknown>[] = [];
  const listeners = new Set<() => void>();
  child.stdout!.on('data', (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    raw += text;
    pending += text;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.trim()) continue;
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        logs.push({ msg: line });
      }
    }
    for (const listener of listeners) listener();
  });
  child.stderr!.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const waitForLog = (msg: string, timeoutMs = 30_000) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const check = () => {
        const line = logs.find((l) => typeof l.msg === 'string' && l.msg.startsWith(msg));
        if (!line) return false;
        clearTimeout(timer);
        listeners.delete(listener);
        resolve(line);
        return true;
      };
      const listener = () => void check();
      const timer = setTimeout(() => {
        listeners.delete(listener);
        reject(new Error(`no "${msg}" log line within ${timeoutMs} ms:\n${raw.slice(-4000)}`));
      }, timeoutMs);
      listeners.add(listener);
      void exited.then((code) => {
        if (!check()) {
          clearTimeout(timer);
          listeners.delete(listener);
          reject(new Error(`server exited (${code}) before "${msg}":\n${raw.slice(-4000)}`));
        }
      });
      check();
    });

  const started = await waitForLog('Herald is running at');
  const url = String(started.url);
  const server: ChildServer = {
    url,
    port: Number(new URL(url).port),
    env: parseEnv(childEnv),
    logs,
    child,
    exited,
    output: () => raw,
    waitForLog,
    fetch(path, init = {}) {
      const headers = new Headers(init.headers);
      if (!headers.has('origin')) headers.set('origin', SHARED_APP_URL);
      if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', randomIp());
      return fetch(url + path, { ...init, headers });
    },
    async stop() {
      running.delete(server);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
  running.add(server);
  return server;
}

/** For afterAll: ends every child still running (by its own pid), so none outlives the suite. */
export async function killChildServers(): Promise<void> {
  await Promise.all(
    [...running].map(async (server) => {
      running.delete(server);
      if (server.child.exitCode === null && server.child.signalCode === null)
        server.child.kill('SIGKILL');
      await server.exited;
    }),
  );
}
