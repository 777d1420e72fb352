import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { installationDevSecrets, type DevSecrets } from './dev-secrets.ts';

// Issue 22 item 7: the destinations key is a development secret like the others, made once
// per installation by one mechanism that two processes starting together cannot split.

const root = mkdtempSync(join(tmpdir(), 'herald-dev-secrets-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let count = 0;
const freshDir = () => join(root, `data-${++count}`);

/** An installation from before the destinations key joined secrets.json. */
function legacyInstallation(destinationsKey?: string): string {
  const dir = freshDir();
  mkdirSync(dir, { recursive: true });
  const secrets = {
    betterAuthSecret: 'b'.repeat(64),
    testCheckoutWebhookSecret: `whsec_${'c'.repeat(44)}`,
  };
  writeFileSync(join(dir, 'secrets.json'), JSON.stringify(secrets));
  if (destinationsKey !== undefined) writeFileSync(join(dir, 'destinations.key'), destinationsKey);
  return dir;
}

/**
 * Two processes that each resolve the secrets of every directory, released at the same
 * moment once both have loaded the module: what each one got, per directory.
 */
async function racingProcesses(dirs: string[]): Promise<DevSecrets[][]> {
  const script = `
    import { installationDevSecrets } from './server/dev-secrets.ts';
    const dirs = JSON.parse(process.argv[1]);
    process.stdout.write('ready\\n');
    process.stdin.once('data', () => {
      const got = dirs.map((dir) => installationDevSecrets(dir));
      process.stdout.write(JSON.stringify(got) + '\\n');
      process.exit(0);
    });`;
  const children = [0, 1].map(() =>
    spawn(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script, JSON.stringify(dirs)],
      {
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    ),
  );
  const outputs = children.map((child) => {
    let text = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    return { child, text: () => text };
  });
  await Promise.all(
    outputs.map(
      ({ child, text }) =>
        new Promise<void>((resolve) => {
          const check = () => (text().startsWith('ready\n') ? resolve() : undefined);
          child.stdout.on('data', check);
          check();
        }),
    ),
  );
  for (const { child } of outputs) child.stdin.write('go\n');
  await Promise.all(children.map((child) => once(child, 'exit')));
  return outputs.map(({ text }) => JSON.parse(text().split('\n')[1]!) as DevSecrets[]);
}

describe('per-installation development secrets', () => {
  it('keep the key of an installation that has destinations.key, and never replace it', () => {
    const legacyKey = 'k'.repeat(43);
    const dir = legacyInstallation(`${legacyKey}\n`);
    expect(installationDevSecrets(dir).destinationsKey).toBe(legacyKey);
    expect(installationDevSecrets(dir).destinationsKey).toBe(legacyKey);
    expect(readFileSync(join(dir, 'destinations.key'), 'utf8')).toBe(`${legacyKey}\n`);
  });

  it('refuse an empty or short key file instead of deriving a key from it', () => {
    for (const content of ['', 'short\n']) {
      const dir = legacyInstallation(content);
      expect(() => installationDevSecrets(dir)).toThrow(
        `${join(dir, 'destinations.key')} is not a valid secrets file`,
      );
    }
  });

  it('agree between two processes starting at the same moment, new or older installations', async () => {
    const fresh = Array.from({ length: 30 }, freshDir);
    const legacy = Array.from({ length: 30 }, () => legacyInstallation());
    const [first, second] = await racingProcesses([...fresh, ...legacy]);
    expect(second).toEqual(first);
    for (const [i, secrets] of first!.entries()) {
      expect(secrets.destinationsKey.length).toBeGreaterThanOrEqual(32);
      // What a later start reads is what both processes used.
      expect(installationDevSecrets([...fresh, ...legacy][i]!)).toEqual(secrets);
    }
  });
});
