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

/** A check returns the reasons it fails, each naming the option; none means it passes. */
export type Check = (context: CheckContext) => string[];
