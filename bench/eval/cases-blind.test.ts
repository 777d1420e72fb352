import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { BLIND_CASES, readCaseDir } from './cases-blind.ts';

const entry = (id: string, fields: Record<string, string>) => ({
  id,
  note: `case ${id}`,
  messageType: 'welcome',
  tone: 'friendly_approachable',
  length: 'short',
  fields: { newHireName: 'Ana Silva', role: 'Designer', ...fields },
  mustKeep: ['Silva'],
});

describe('readCaseDir: `npm run eval -- --cases DIR`', () => {
  const dirs: string[] = [];
  const dirWith = (files: Record<string, unknown>) => {
    const dir = mkdtempSync(join(tmpdir(), 'herald-cases-'));
    dirs.push(dir);
    for (const [name, body] of Object.entries(files))
      writeFileSync(join(dir, name), typeof body === 'string' ? body : JSON.stringify(body));
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true })));

  it('reads the blind format from any directory, a missing type file being an empty list', () => {
    const dir = dirWith({ 'welcome.json': [entry('t1', {}), entry('t2', { team: 'Design' })] });
    const { cases, invalid } = readCaseDir(dir);
    expect(invalid).toEqual([]);
    expect(cases.map((c) => c.id)).toEqual(['t1', 't2']);
    expect(cases[1]).toMatchObject({
      note: 'case t2',
      mustKeep: ['Silva'],
      input: {
        messageType: 'welcome',
        tone: 'friendly_approachable',
        length: 'short',
        team: 'Design',
      },
    });
  });

  it('lists a case the form refuses instead of failing the set', () => {
    const dir = dirWith({
      'welcome.json': [entry('ok', {}), entry('long', { expertise: 'x'.repeat(400) })],
    });
    const { cases, invalid } = readCaseDir(dir);
    expect(cases.map((c) => c.id)).toEqual(['ok']);
    expect(invalid).toMatchObject([{ id: 'long', file: 'welcome' }]);
  });

  it('refuses a directory with no case file, a non-array file and a repeated id', () => {
    expect(() => readCaseDir(dirWith({}))).toThrow(/none of welcome.json/);
    expect(() => readCaseDir(dirWith({ 'promotion.json': { id: 'x' } }))).toThrow(/JSON array/);
    const twice = dirWith({
      'welcome.json': [entry('d1', {})],
      'achievements.json': [entry('d1', {})],
    });
    expect(() => readCaseDir(twice)).toThrow(/d1 appears twice/);
  });

  it('reads the committed holdout as the eval will: 44 runnable cases, xw12 refused', () => {
    const dir = fileURLToPath(new URL('./graded/holdout-2026-11-26/', import.meta.url));
    const { cases, invalid } = readCaseDir(dir);
    expect(cases).toHaveLength(44);
    expect(invalid.map((c) => c.id)).toEqual(['xw12']);
    expect(BLIND_CASES).toHaveLength(75);
  });
});
