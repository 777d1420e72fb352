import { createRequire } from 'node:module';
import type Nlp from 'compromise';

let loaded: typeof Nlp | undefined;

/**
 * compromise, loaded on first use: loading it builds its lexicon (about 70 MiB and a second of
 * CPU on a loaded 2-core machine), which a server start must not pay before its first request
 * (issue 23 item 3, ADR 029). The first composition pays it once.
 */
export function nlp(): typeof Nlp {
  return (loaded ??= createRequire(import.meta.url)('compromise') as typeof Nlp);
}

let lexiconMemo: Readonly<Record<string, unknown>> | undefined;
/** The words compromise knows; any other it only guesses at from its shape. */
export const lexicon = () =>
  (lexiconMemo ??= (nlp().model() as { one: { lexicon: Readonly<Record<string, unknown>> } }).one
    .lexicon);
