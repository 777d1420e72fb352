import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'herald-lock-unit-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The pid of a process that has already exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '0']).pid!;
}

describe('lockDataDir', () => {
  it('lets one holder in at a time, itself included, until it releases', () => {
    const dir = dataDir();
    const lock = lockDataDir(dir);
    const holder = JSON.parse(readFileSync(join(dir, 'herald.lock'), 'utf8'));
    expect(holder).toMatchObject({ pid: process.pid, host: hostname() });
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`pid ${process.pid}`);
    lock.release();
    expect(existsSync(join(dir, 'herald.lock'))).toBe(false);
    lockDataDir(dir).release();
  });

  it('takes over the lock of a process that is gone', () => {
    const dir = dataDir();
    const path = join(dir, 'herald.lock');
    writeFileSync(path, JSON.stringify({ pid: deadPid(), host: hostname(), since: 'earlier' }));
    const lock = lockDataDir(dir);
    expect(JSON.parse(readFileSync(path, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it.runIf(existsSync('/proc/self/stat'))(
    'takes over a lock whose pid now belongs to another process (a reused pid)',
    () => {
      const dir = dataDir();
      // Our own pid, but a start time that is not ours: the holder was an earlier process.
      writeFileSync(
        join(dir, 'herald.lock'),
        JSON.stringify({ pid: process.pid, host: hostname(), started: '1', since: 'a boot ago' }),
      );
      lockDataDir(dir).release();
    },
  );

  it('takes over a lock file it cannot read', () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'herald.lock'), 'not json');
    lockDataDir(dir).release();
  });

  it('does not remove a lock that is no longer its own', () => {
    const dir = dataDir();
    const lock = lockDataDir(dir);
    const other = JSON.stringify({ pid: 1, host: 'elsewhere', since: 'now' });
    writeFileSync(join(dir, 'herald.lock'), other);
    lock.release();
    expect(readFileSync(join(dir, 'herald.lock'), 'utf8')).toBe(other);
  });

  it('names the file to delete, and when that is safe, for a lock from another host', () => {
    const dir = dataDir();
    const path = join(dir, 'herald.lock');
    writeFileSync(
      path,
      JSON.stringify({ pid: 12, host: 'old-container-1f2e', since: '2026-11-20T10:00:00.000Z' }),
    );
    let message = '';
    try {
      lockDataDir(dir);
    } catch (error) {
      expect(error).toBeInstanceOf(DataDirLockedError);
      message = (error as Error).message;
    }
    expect(message).toContain(`pid 12 on old-container-1f2e`);
    expect(message).toContain(`this host is ${hostname()}`);
    expect(message).toContain(`it is safe to delete ${path} and start again`);
    expect(message).toContain('Do not delete it while a Herald process on old-container-1f2e');
    // Nothing was taken over: the lock is still the other host's.
    expect(JSON.parse(readFileSync(path, 'utf8')).host).toBe('old-container-1f2e');
  });
});
