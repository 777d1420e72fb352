import { describe, expect, it } from 'vitest';
import { BLOG_SLUGS } from '#domain/site-routes.ts';
import { getPost, listPosts } from '#web/features/blog/posts.server.ts';

describe('blog posts', () => {
  it('loads every article in BLOG_SLUGS, newest first', () => {
    const posts = listPosts();
    expect(posts.map((p) => p.slug).sort()).toEqual([...BLOG_SLUGS].sort());
    const dates = posts.map((p) => p.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const post of posts) {
      expect(post.title.length).toBeGreaterThan(10);
      expect(post.tags.length).toBeGreaterThan(0);
      expect(post.keywords.length).toBeGreaterThan(0);
    }
  });

  it('turns the examples article into ten copyable templates', () => {
    const post = getPost('creative-announcement-examples');
    const templates = post?.blocks.filter((b) => b.kind === 'template') ?? [];
    expect(templates).toHaveLength(10);
    expect(templates[0]).toMatchObject({ title: 'The Warm Email Welcome' });
    expect(templates[0]?.kind === 'template' && templates[0].text).toMatch(
      /^Subject: Please welcome \[Name\]/,
    );
  });

  it('keeps the templates of the AI guide and the remote-team article copyable', () => {
    for (const slug of ['ai-welcome-message-generator-guide', 'remote-team-introductions']) {
      const templates = getPost(slug)?.blocks.filter((b) => b.kind === 'template') ?? [];
      expect(templates.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('leaves no Markdown syntax behind in the HTML', () => {
    for (const { slug } of listPosts()) {
      const html = (getPost(slug)?.blocks ?? [])
        .map((b) => (b.kind === 'html' ? b.html : ''))
        .join('\n');
      expect(html, slug).not.toMatch(/\*\*|^#+ |\]\(|```/m);
    }
  });

  it('answers null for an unknown slug', () => {
    expect(getPost('no-such-article')).toBeNull();
  });
});
