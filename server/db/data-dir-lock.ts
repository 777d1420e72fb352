import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

/**
 * One process per PGlite data directory (issue 17, item 4; ADR 015). PGlite does not guard
 * its files: two processes on one directory diverge, and the last to write wins, losing
 * acknowledged accounts and messages. The lock is a file created exclusively (O_EXCL) that
 * names its holder; it is held for the life of the database, including a shutdown's drain,
 * so a restarted server waits for the old one to finish. A lock whose holder is gone (killed,
 * crashed, the machine rebooted) is taken over.
 */

const LOCK_FILE = 'herald.lock';
/** A takeover of a stale lock left half-done by a crash is itself stale after this. */
const TAKEOVER_STALE_MS = 10_000;

interface Holder {
  pid: number;
  host: string;
  /** Linux: the process's start time in clock ticks, which tells a reused pid apart. */
  started?: string;
  since: string;
}

export class DataDirLockedError extends Error {
  constructor(dataDir: string, holder: Holder, path: string) {
    const here = hostname();
    super(
      holder.host !== here && holder.host !== 'unknown'
        ? // Issue 20 item 10: a container restarted with a new host name finds its own old lock,
          // and nothing here can tell whether that holder still runs.
          `The data directory ${dataDir} is locked by a Herald process on another host (pid ${holder.pid} on ${holder.host}, since ${holder.since}); this host is ${here}. ` +
            `Herald cannot check from here whether that process still runs. If it does not (for example, this is the same container started again under a new host name), it is safe to delete ${path} and start again. ` +
            `Do not delete it while a Herald process on ${holder.host} may still use this directory: two processes on one embedded database lose data.`
        : `Another Herald process (pid ${holder.pid} on ${holder.host}, since ${holder.since}) is using the data directory ${dataDir}. ` +
            'Two processes on one embedded database would lose data. Stop the other process first ' +
            '(a server that is shutting down releases the directory once its last requests are done), ' +
            `or set DATA_DIR to another directory. If that process no longer exists, delete ${path}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function processStartTicks(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22, counted after the command name, which may itself contain spaces and ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isRunning(holder: Holder): boolean {
  if (holder.host !== hostname()) return true; // Cannot tell from here: assume so.
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = processStartTicks(holder.pid);
  return !(holder.started && started && holder.started !== started);
}

function readHolder(raw: string): Holder | undefined {
  try {
    const holder = JSON.parse(raw) as Partial<Holder>;
    return typeof holder.pid === 'number' && typeof holder.host === 'string'
      ? (holder as Holder)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Creates the lock whole: written aside, then linked into place, which fails if it exists. */
function tryCreate(path: string, content: string): boolean {
  const aside = `${path}.${process.pid}.tmp`;
  writeFileSync(aside, content, { mode: 0o600 });
  try {
    linkSync(aside, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(aside);
  }
}

/** Removes a stale lock, one process at a time (two that both saw it stale must not both win). */
function takeOver(path: string, stale: string): void {
  const guard = `${path}.takeover`;
  try {
    if (Date.now() - statSync(guard).mtimeMs > TAKEOVER_STALE_MS) unlinkSync(guard);
  } catch {
    // No takeover under way.
  }
  let fd: number;
  try {
    fd = openSync(guard, 'wx', 0o600);
  } catch {
    return; // Another process is taking over; the next attempt sees its lock.
  }
  try {
    let current: string | undefined;
    try {
      current = readFileSync(path, 'utf8');
    } catch {
      current = undefined;
    }
    if (current === stale) unlinkSync(path);
  } finally {
    closeSync(fd);
    unlinkSync(guard);
  }
}

export interface DataDirLock {
  release(): void;
}

/** Takes the directory's lock or throws DataDirLockedError naming the process holding it. */
export function lockDataDir(dataDir: string): DataDirLock {
  const path = join(dataDir, LOCK_FILE);
  const mine: Holder = {
    pid: process.pid,
    host: hostname(),
    started: processStartTicks(process.pid),
    since: new Date().toISOString(),
  };
  const ownContent = JSON.stringify(mine);
  for (let attempt = 0; !tryCreate(path, ownContent); attempt++) {
    let raw: string;
    try {
      raw = readFileSync(path, 'utf8');
    } catch {
      continue; // Released between our attempt and our look: try again.
    }
    const holder = readHolder(raw);
    if ((holder && isRunning(holder)) || attempt >= 3)
      throw new DataDirLockedError(
        dataDir,
        holder ?? { pid: 0, host: 'unknown', since: 'unknown' },
        path,
      );
    // Its holder is gone, or it is not a lock we can read: take it over.
    takeOver(path, raw);
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    try {
      if (readFileSync(path, 'utf8') === ownContent) unlinkSync(path);
    } catch {
      // Already gone.
    }
  };
  // Also on an exit that skips close() (process.exit after a fatal error).
  process.on('exit', release);
  return { release };
}
