import { parse, YAMLParseError } from 'yaml';
import { PostFrontmatter } from '#domain/blog-frontmatter.ts';

const BLOCK = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/;

/**
 * Splits an article into its YAML frontmatter, checked against the domain schema, and its
 * Markdown body. Anything wrong fails the build with the file name and the field, so a
 * broken article never ships half-rendered (ADR 025).
 */
export function parseFrontmatter(
  source: string,
  file: string,
): { frontmatter: PostFrontmatter; body: string } {
  const match = BLOCK.exec(source);
  if (!match) throw new Error(`${file}: missing frontmatter (--- … ---) at the top`);
  let values: unknown;
  try {
    values = parse(match[1] ?? '');
  } catch (error) {
    const reason = error instanceof YAMLParseError ? error.message : String(error);
    throw new Error(`${file}: frontmatter is not valid YAML: ${reason}`, { cause: error });
  }
  const result = PostFrontmatter.safeParse(values ?? {});
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `"${issue.path.join('.') || '(frontmatter)'}" ${issue.message}`,
    );
    throw new Error(`${file}: frontmatter ${problems.join('; ')}`);
  }
  return { frontmatter: result.data, body: source.slice(match[0].length) };
}
