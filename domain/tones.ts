/** The seven tones of voice a message can be written in (spec §3). Order is display order. */
export const TONES = [
  { value: 'warm_professional', label: 'Warm & Professional' },
  { value: 'excited_fun', label: 'Excited & Fun' },
  { value: 'casual_concise', label: 'Casual & Concise' },
  { value: 'inspiring_motivational', label: 'Inspiring & Motivational' },
  { value: 'friendly_approachable', label: 'Friendly & Approachable' },
  { value: 'confident_assertive', label: 'Confident & Assertive' },
  { value: 'creative_playful', label: 'Creative & Playful' },
] as const;

export type Tone = (typeof TONES)[number]['value'];

export const TONE_VALUES = TONES.map((t) => t.value) as [Tone, ...Tone[]];

export function isTone(value: unknown): value is Tone {
  return typeof value === 'string' && (TONE_VALUES as string[]).includes(value);
}

export function toneLabel(tone: string): string {
  return TONES.find((t) => t.value === tone)?.label ?? tone.replaceAll('_', ' ');
}

/** History badges show the value with underscores replaced by spaces (spec §2). */
export function toneBadgeText(tone: string): string {
  return tone.replaceAll('_', ' ');
}
