import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, searchTimeZones, timeZoneOptions } from './time-zones.ts';

// Issue 20 item 12: a searchable list of current zone names, with UTC, an offset and a city,
// the user's own zone first.
const NOW = new Date('2026-07-01T12:00:00Z');
const ZONE_TAB = '/usr/share/zoneinfo/zone.tab';

describe('the time-zone list', () => {
  const options = timeZoneOptions(['Asia/Calcutta', 'Europe/Berlin'], NOW);
  const values = options.map((o) => o.value);

  it('puts the user’s zones first (by their current name), then UTC', () => {
    expect(values.slice(0, 3)).toEqual(['Asia/Kolkata', 'Europe/Berlin', 'UTC']);
    expect(options[0]).toMatchObject({
      city: 'Kolkata',
      offset: 'UTC+05:30',
      label: 'Kolkata (UTC+05:30) · Asia/Kolkata',
    });
    expect(new Set(values).size).toBe(values.length);
  });

  it('lists only names in use today, each valid, with its offset', () => {
    for (const legacy of ['Asia/Calcutta', 'Europe/Kiev', 'Asia/Saigon', 'America/Buenos_Aires'])
      expect(values).not.toContain(legacy);
    expect(values).toEqual(expect.arrayContaining(['UTC', 'Europe/Kyiv', 'America/New_York']));
    for (const o of options) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: o.value }), o.value).not.toThrow();
      expect(o.label, o.value).toMatch(/UTC/);
    }
    expect(options.find((o) => o.value === 'America/New_York')?.label).toBe(
      'New York (UTC−04:00) · America/New York',
    );
  });

  it.runIf(existsSync(ZONE_TAB))(
    'matches the tz database’s own list of zones (zone.tab), plus UTC',
    () => {
      const zones = readFileSync(ZONE_TAB, 'utf8')
        .split('\n')
        .filter((l) => l && !l.startsWith('#'))
        .map((l) => l.split('\t')[2]!);
      const listed = values.filter((v) => v !== 'UTC');
      expect(listed.filter((z) => !zones.includes(z))).toEqual([]);
    },
  );

  it('finds zones by city, name, offset or old name', () => {
    const cities = (q: string) => searchTimeZones(options, q).map((o) => o.value);
    expect(cities('kolk')).toEqual(['Asia/Kolkata']);
    expect(cities('calcutta')).toEqual(['Asia/Kolkata']);
    expect(cities('new york')).toEqual(['America/New_York']);
    expect(cities('+05:45')).toEqual(['Asia/Kathmandu']);
    expect(cities('utc').length).toBeGreaterThan(400);
    expect(cities('')).toHaveLength(options.length);
  });

  it('reads old and alias names as today’s', () => {
    expect(canonicalTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('Etc/UTC')).toBe('UTC');
    expect(canonicalTimeZone('Europe/Paris')).toBe('Europe/Paris');
  });
});
