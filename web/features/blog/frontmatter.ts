/** The frontmatter every article in web/content/blog must carry. */
export interface PostFrontmatter {
  title: string;
  description: string;
  author: string;
  /** ISO date, YYYY-MM-DD: the publication date. */
  date: string;
  /** e.g. "8 min read". */
  readTime: string;
  category: string;
  tags: string[];
  keywords: string[];
}

const STRING_FIELDS = ['title', 'description', 'author', 'date', 'readTime', 'category'] as const;
const LIST_FIELDS = ['tags', 'keywords'] as const;

/**
 * Splits an article into frontmatter and body. Values are JSON ("text" or ["a", "b"]), a
 * strict subset of YAML that needs no parser; anything else fails the build with the file
 * name, so a broken article never ships half-rendered.
 */
export function parseFrontmatter(
  source: string,
  file: string,
): { frontmatter: PostFrontmatter; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(source);
  if (!match) throw new Error(`${file}: missing frontmatter (--- … ---) at the top`);
  const values: Record<string, unknown> = {};
  for (const [n, line] of (match[1] ?? '').split(/\r?\n/).entries()) {
    if (!line.trim()) continue;
    const field = /^(\w+):\s*(.*)$/.exec(line);
    if (!field) throw new Error(`${file}: frontmatter line ${n + 1} is not "key: value"`);
    const [, key = '', raw = ''] = field;
    try {
      values[key] = JSON.parse(raw);
    } catch {
      throw new Error(`${file}: frontmatter "${key}" must be a JSON string or list`);
    }
  }
  for (const key of STRING_FIELDS)
    if (typeof values[key] !== 'string' || !(values[key] as string).trim())
      throw new Error(`${file}: frontmatter "${key}" must be a non-empty string`);
  for (const key of LIST_FIELDS)
    if (
      !Array.isArray(values[key]) ||
      !(values[key] as unknown[]).every((v) => typeof v === 'string')
    )
      throw new Error(`${file}: frontmatter "${key}" must be a list of strings`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date as string))
    throw new Error(`${file}: frontmatter "date" must be YYYY-MM-DD`);
  return {
    frontmatter: values as unknown as PostFrontmatter,
    body: source.slice(match[0].length),
  };
}
