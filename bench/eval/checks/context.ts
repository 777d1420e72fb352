import type { GenerationRequest } from '#domain/generation.ts';
import type { FactProblem } from '#server/features/announcements/writing/checks/fact-screen.ts';

/** What every check sees: the input, the three options and the fact screen's verdicts. */
export interface CheckContext {
  input: GenerationRequest;
  options: string[];
  /** YYYY-MM-DD the writer was told is today. */
  today: string;
  /** The fact screen's problems, per option. */
  screened: FactProblem[][];
  /** Blind cases: what their author expected to find in at least one option. */
  mustKeep?: readonly string[];
  /** The writer failed: no options, or fewer than asked. */
  error?: string;
}

/**
 * The three forms, by place (issue 21 item 2): option 1 a chat post and option 2 a narrative
 * are prose; option 3 is the scannable post, whose labelled lines and bullets are its form.
 */
export const FORM_NAMES = ['chat', 'narrative', 'scannable'] as const;

/** Whether the option at this place (0-based) is a prose form: the chat post or the narrative. */
export const isProseForm = (index: number) => FORM_NAMES[index] !== 'scannable';

/** A check returns the reasons it fails, each naming the option; none means it passes. */
export type Check = (context: CheckContext) => string[];
