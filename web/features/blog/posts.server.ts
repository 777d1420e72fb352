import { BLOG_SLUGS, type BlogSlug } from '#domain/site-routes.ts';
import type { PostFrontmatter } from '#domain/blog-frontmatter.ts';
import type { ArticleBlock } from './article-block.ts';
import { parseFrontmatter } from './frontmatter.server.ts';
import { renderMarkdown } from './markdown.server.ts';

/*
 * Build-time only (the `.server` suffix makes React Router fail the build if this module
 * ever reaches the browser bundle): route loaders call it while prerendering, so visitors
 * get finished HTML and the Markdown and YAML parsers never ship. See ADRs 006 and 025.
 */

export interface PostSummary extends PostFrontmatter {
  slug: BlogSlug;
}

export interface Post extends PostSummary {
  blocks: ArticleBlock[];
}

const sources = import.meta.glob<string>('../../content/blog/*.md', {
  query: '?raw',
  import: 'default',
  eager: true,
});

function load(): Map<BlogSlug, Post> {
  const posts = new Map<BlogSlug, Post>();
  for (const [path, source] of Object.entries(sources)) {
    const slug = /([^/]+)\.md$/.exec(path)?.[1] ?? '';
    if (!(BLOG_SLUGS as readonly string[]).includes(slug))
      throw new Error(`${path}: "${slug}" is not in BLOG_SLUGS (domain/site-routes.ts)`);
    const { frontmatter, body } = parseFrontmatter(source, path);
    posts.set(slug as BlogSlug, {
      slug: slug as BlogSlug,
      ...frontmatter,
      blocks: renderMarkdown(body),
    });
  }
  const missing = BLOG_SLUGS.filter((slug) => !posts.has(slug));
  if (missing.length) throw new Error(`No article in web/content/blog for: ${missing.join(', ')}`);
  return posts;
}

let cache: Map<BlogSlug, Post> | null = null;
function posts(): Map<BlogSlug, Post> {
  return (cache ??= load());
}

/** Every article's frontmatter, newest first. */
export function listPosts(): PostSummary[] {
  return [...posts().values()]
    .map(({ blocks: _blocks, ...summary }) => summary)
    .sort((a, b) => b.date.localeCompare(a.date));
}

export function getPost(slug: string | undefined): Post | null {
  return posts().get(slug as BlogSlug) ?? null;
}
