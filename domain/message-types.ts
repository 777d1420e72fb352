/** The three kinds of announcement (spec §3). Order is display order. */
export const MESSAGE_TYPES = [
  { value: 'welcome', label: 'Welcome Message', badge: 'Welcome' },
  { value: 'promotion', label: 'Promotion Announcement', badge: 'Promotion' },
  { value: 'achievements', label: 'Achievement Recognition', badge: 'Achievement' },
] as const;

export type MessageType = (typeof MESSAGE_TYPES)[number]['value'];

export const MESSAGE_TYPE_VALUES = MESSAGE_TYPES.map((t) => t.value) as [
  MessageType,
  ...MessageType[],
];

export function isMessageType(value: unknown): value is MessageType {
  return typeof value === 'string' && (MESSAGE_TYPE_VALUES as string[]).includes(value);
}

export function messageTypeLabel(type: string): string {
  return MESSAGE_TYPES.find((t) => t.value === type)?.label ?? type;
}

/** The short badge text of the history cards: Welcome, Promotion, Achievement. */
export function messageTypeBadge(type: string): string {
  return MESSAGE_TYPES.find((t) => t.value === type)?.badge ?? type;
}
