import { zoneOffsetMinutes } from './zoned-time.ts';

/**
 * The time zones a person picks from (issue 20 item 12). Browsers list CLDR's zone names,
 * and CLDR keeps a few names IANA has since renamed (Asia/Calcutta for Asia/Kolkata, Europe/Kiev
 * for Europe/Kyiv): these 19 are every difference between ICU's list and the tz database's
 * zone.tab (tzdata 2026c), so the list shows the names people know today. Old names stay valid
 * input and read as their current name.
 */
const RENAMED: Record<string, string> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

const ALIASES: Record<string, string> = { 'Etc/UTC': 'UTC', 'Etc/GMT': 'UTC', GMT: 'UTC' };

/** A zone's current IANA name: Asia/Calcutta → Asia/Kolkata, Etc/UTC → UTC. */
export function canonicalTimeZone(zone: string): string {
  return RENAMED[zone] ?? ALIASES[zone] ?? zone;
}

export interface TimeZoneOption {
  /** IANA name, the value stored. */
  value: string;
  /** A city people know the zone by: "Kolkata", "New York". */
  city: string;
  /** "UTC+05:30" at the moment the list was made. */
  offset: string;
  /** What the picker shows: "Kolkata (UTC+05:30) · Asia/Kolkata". */
  label: string;
  /** Lower-case text a search matches: city, name, offset, the old name. */
  search: string;
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '−' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

function option(zone: string, now: Date): TimeZoneOption {
  const city =
    zone === 'UTC' ? 'Coordinated Universal Time' : zone.split('/').at(-1)!.replaceAll('_', ' ');
  const offset = formatOffset(zoneOffsetMinutes(now, zone));
  const old = Object.keys(RENAMED).filter((k) => RENAMED[k] === zone);
  return {
    value: zone,
    city,
    offset,
    label: zone === 'UTC' ? `UTC (${city})` : `${city} (${offset}) · ${zone.replaceAll('_', ' ')}`,
    search: [city, zone, offset, offset.replace('−', '-'), ...old]
      .join(' ')
      .toLowerCase()
      .replaceAll('_', ' '),
  };
}

/**
 * Every zone as the picker lists it: the zones in `first` (the user's, the browser's) at the
 * top, then UTC, then all others west to east, by city within an offset.
 */
export function timeZoneOptions(
  first: readonly (string | null | undefined)[],
  now = new Date(),
): TimeZoneOption[] {
  const names =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = [...new Set(names.map(canonicalTimeZone))]
    .filter((z) => z !== 'UTC')
    .map((z) => option(z, now));
  all.sort(
    (a, b) =>
      zoneOffsetMinutes(now, a.value) - zoneOffsetMinutes(now, b.value) ||
      a.city.localeCompare(b.city),
  );
  const top = [...new Set(first.filter((z): z is string => !!z).map(canonicalTimeZone))];
  const pinned = top.map((zone) => all.find((o) => o.value === zone) ?? option(zone, now));
  return [
    ...pinned,
    ...(top.includes('UTC') ? [] : [option('UTC', now)]),
    ...all.filter((o) => !top.includes(o.value)),
  ];
}

/** The options a search keeps: every word must appear (city, zone name or offset). */
export function searchTimeZones(
  options: readonly TimeZoneOption[],
  query: string,
): TimeZoneOption[] {
  const words = query.toLowerCase().replaceAll('_', ' ').split(/\s+/).filter(Boolean);
  return words.length
    ? options.filter((o) => words.every((w) => o.search.includes(w)))
    : [...options];
}
