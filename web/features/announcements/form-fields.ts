import { FIELD_LIMITS, type GenerateInputRaw, type Length } from '#domain/generation.ts';
import type { MessageType } from '#domain/message-types.ts';

/** The generation form's values; `previousCompany` is sent as `company` (spec §7). */
export interface GenerateFormValues {
  newHireName: string;
  /** "What should we call them?": the short form used after the first mention. */
  preferredName: string;
  messageType: MessageType;
  tone: string;
  length: Length;
  role: string;
  team: string;
  startDate: string;
  previousCompany: string;
  expertise: string;
  funFact: string;
  hobbies: string;
  currentRole: string;
  newRole: string;
  promotionDetails: string;
  achievementDescription: string;
  achievementDetails: string;
}

export type DetailField = Exclude<
  keyof GenerateFormValues,
  'newHireName' | 'messageType' | 'tone' | 'length'
>;

export const EMPTY_FORM: GenerateFormValues = {
  newHireName: '',
  preferredName: '',
  messageType: 'welcome',
  tone: 'warm_professional',
  length: 'medium',
  role: '',
  team: '',
  startDate: '',
  previousCompany: '',
  expertise: '',
  funFact: '',
  hobbies: '',
  currentRole: '',
  newRole: '',
  promotionDetails: '',
  achievementDescription: '',
  achievementDetails: '',
};

export interface FieldSpec {
  label: string;
  /** Short enough to show whole in a half-width field at 1280 px (tests/e2e/screens.e2e.ts). */
  placeholder?: string;
  maxLength: number;
  kind?: 'text' | 'date' | 'textarea';
  /** A line under the field saying what it is for. */
  hint?: string;
  /** Takes the form's whole width (long text). */
  wide?: boolean;
}

export const FIELD_SPECS: Record<DetailField, FieldSpec> = {
  preferredName: {
    label: 'What should we call them?',
    maxLength: FIELD_LIMITS.name,
    hint: "Used after the first mention, e.g. 'Bobby'",
    wide: true,
  },
  role: {
    label: 'Role',
    placeholder: 'e.g. Product Designer',
    maxLength: FIELD_LIMITS.role,
  },
  team: { label: 'Team', placeholder: 'e.g. Design Systems', maxLength: FIELD_LIMITS.role },
  startDate: { label: 'Start date', maxLength: FIELD_LIMITS.role, kind: 'date' },
  previousCompany: {
    label: 'Previous company',
    placeholder: 'e.g. Acme Corp',
    maxLength: FIELD_LIMITS.role,
  },
  expertise: {
    label: 'Expertise',
    placeholder: 'e.g. design tokens',
    maxLength: FIELD_LIMITS.short,
  },
  funFact: {
    label: 'Fun fact',
    placeholder: 'e.g. ran a marathon',
    maxLength: FIELD_LIMITS.short,
  },
  hobbies: {
    label: 'Hobbies',
    placeholder: 'e.g. climbing, baking',
    maxLength: FIELD_LIMITS.short,
  },
  currentRole: {
    label: 'Current role',
    placeholder: 'e.g. Engineer',
    maxLength: FIELD_LIMITS.role,
  },
  newRole: {
    label: 'New role',
    placeholder: 'e.g. Senior Engineer',
    maxLength: FIELD_LIMITS.role,
  },
  promotionDetails: {
    label: 'Promotion details',
    placeholder: 'What led to this promotion and what they will take on',
    maxLength: FIELD_LIMITS.details,
    kind: 'textarea',
    wide: true,
  },
  achievementDescription: {
    label: 'Achievement',
    placeholder: 'e.g. Shipped the new onboarding',
    maxLength: FIELD_LIMITS.details,
    wide: true,
  },
  achievementDetails: {
    label: 'Achievement details',
    placeholder: 'The impact, the numbers, who it helped',
    maxLength: FIELD_LIMITS.details,
    kind: 'textarea',
    wide: true,
  },
};

/**
 * Spec §2/§5: which extra fields each message type shows, and which of them are required.
 * The required ones are always in view; the others wait behind "Add details".
 */
export const FIELDS_BY_TYPE: Record<
  MessageType,
  { fields: DetailField[]; required: DetailField[] }
> = {
  welcome: {
    fields: [
      'role',
      'preferredName',
      'team',
      'startDate',
      'previousCompany',
      'expertise',
      'funFact',
      'hobbies',
    ],
    required: ['role'],
  },
  promotion: {
    fields: ['currentRole', 'newRole', 'promotionDetails', 'preferredName', 'team'],
    required: ['currentRole', 'newRole', 'promotionDetails'],
  },
  achievements: {
    fields: ['role', 'achievementDescription', 'achievementDetails', 'preferredName', 'team'],
    required: ['role', 'achievementDescription', 'achievementDetails'],
  },
};

/** The optional fields of a type: the "Add details" section. */
export function optionalFields(type: MessageType): DetailField[] {
  const { fields, required } = FIELDS_BY_TYPE[type];
  return fields.filter((f) => !required.includes(f));
}

/** "2026-12-01" from a date input → "Tuesday, December 1, 2026": words a writer can use. */
function formatStartDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return date.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}

/** The request body: only the fields of the chosen type, empty ones left out. */
export function toGenerateBody(values: GenerateFormValues): GenerateInputRaw {
  const body: GenerateInputRaw = {
    newHireName: values.newHireName,
    messageType: values.messageType,
    tone: values.tone,
    length: values.length,
  };
  for (const field of FIELDS_BY_TYPE[values.messageType].fields) {
    const value = values[field].trim();
    if (!value) continue;
    if (field === 'previousCompany') body.company = value;
    else if (field === 'startDate') {
      // The words writers use, and the picker's day itself, so no date is read twice (ADR 028).
      body.startDate = formatStartDate(value);
      if (/^\d{4}-\d{2}-\d{2}$/.test(value)) body.startDateIso = value;
    } else body[field] = value;
  }
  return body;
}

/** The first empty required field, to move focus to after the 'Missing Information' toast. */
export function firstMissingField(values: GenerateFormValues): keyof GenerateFormValues | null {
  if (!values.newHireName.trim()) return 'newHireName';
  return FIELDS_BY_TYPE[values.messageType].required.find((f) => !values[f].trim()) ?? null;
}
