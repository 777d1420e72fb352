import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildFactsFrom, buildProblem, readBuildStamp, writeBuildStamp } from './build-stamp.ts';

const dirs: string[] = [];
function buildDir(withClient = true): string {
  const dir = mkdtempSync(join(tmpdir(), 'herald-build-'));
  dirs.push(dir);
  if (withClient) {
    mkdirSync(join(dir, 'client'));
    writeFileSync(join(dir, 'client', '__spa-fallback.html'), '<!doctype html>');
  }
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const facts = { appUrl: 'https://herald.example.com', contactEmail: 'team@herald.example.com' };
const stamp = { sourceHash: 'abc', ...facts, builtAt: '2026-11-23T00:00:00.000Z' };

describe('build facts', () => {
  it('default APP_URL follows PORT, as env.ts does; trailing slashes go', () => {
    expect(buildFactsFrom({})).toEqual({
      appUrl: 'http://localhost:3000',
      contactEmail: 'hello@herald.app',
    });
    expect(buildFactsFrom({ PORT: '3917' }).appUrl).toBe('http://localhost:3917');
    expect(buildFactsFrom({ APP_URL: 'https://herald.example.com/', PORT: '1' }).appUrl).toBe(
      'https://herald.example.com',
    );
  });
});

describe('buildProblem', () => {
  it('accepts a build stamped for the same APP_URL and CONTACT_EMAIL', () => {
    const dir = buildDir();
    writeBuildStamp(dir, stamp);
    expect(readBuildStamp(dir)).toEqual(stamp);
    expect(buildProblem(dir, facts)).toBeNull();
  });

  it('refuses a missing build, or one without a stamp, and names the command', () => {
    expect(buildProblem(buildDir(false), facts)).toMatch(
      /No web build in .*production start never builds\. Run `APP_URL=https:\/\/herald\.example\.com npm run build` first\./,
    );
    expect(buildProblem(buildDir(), facts)).toMatch(/^No web build/);
  });

  it('refuses a build made for another APP_URL or CONTACT_EMAIL, saying both values', () => {
    const dir = buildDir();
    writeBuildStamp(dir, { ...stamp, appUrl: 'http://localhost:3000' });
    expect(buildProblem(dir, facts)).toMatch(
      /was made for APP_URL=http:\/\/localhost:3000 \(this start has https:\/\/herald\.example\.com\).*Rebuild with `APP_URL=https:\/\/herald\.example\.com CONTACT_EMAIL=team@herald\.example\.com npm run build`/,
    );
    writeBuildStamp(dir, { ...stamp, contactEmail: 'old@herald.example.com' });
    expect(buildProblem(dir, facts)).toMatch(/CONTACT_EMAIL=old@herald\.example\.com/);
  });
});
