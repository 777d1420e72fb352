/**
 * One piece of an article as the page renders it: build-time HTML, or a template the reader
 * can copy (a ```template title="…" fence in the Markdown).
 */
export type ArticleBlock =
  { kind: 'html'; html: string } | { kind: 'template'; title: string; text: string };
