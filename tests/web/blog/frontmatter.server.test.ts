import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from '#web/features/blog/frontmatter.server.ts';

const VALID = `---
title: "A title"
description: A description, unquoted
author: "Herald Team"
date: "2026-10-08"
readTime: "8 min read"
category: "AI Tools"
tags: ["One", "Two"]
keywords:
  - k1
  - k2
---

Body text.
`;

describe('parseFrontmatter', () => {
  it('reads YAML fields in flow or block style and returns the body', () => {
    const { frontmatter, body } = parseFrontmatter(VALID, 'a.md');
    expect(frontmatter).toEqual({
      title: 'A title',
      description: 'A description, unquoted',
      author: 'Herald Team',
      date: '2026-10-08',
      readTime: '8 min read',
      category: 'AI Tools',
      tags: ['One', 'Two'],
      keywords: ['k1', 'k2'],
    });
    expect(body.trim()).toBe('Body text.');
  });

  it('fails with the file name when the block is missing or not YAML', () => {
    expect(() => parseFrontmatter('no frontmatter', 'x.md')).toThrow(/x\.md: missing/);
    expect(() =>
      parseFrontmatter(VALID.replace('tags: ["One", "Two"]', 'tags: ["One"'), 'x.md'),
    ).toThrow(/x\.md: frontmatter is not valid YAML/);
  });

  it('fails with the file name and the field when a value is missing or malformed', () => {
    expect(() => parseFrontmatter(VALID.replace('category: "AI Tools"\n', ''), 'x.md')).toThrow(
      /x\.md: frontmatter "category"/,
    );
    expect(() => parseFrontmatter(VALID.replace('"2026-10-08"', 'Oct 8'), 'x.md')).toThrow(
      /"date" must be YYYY-MM-DD/,
    );
    expect(() =>
      parseFrontmatter(VALID.replace('tags: ["One", "Two"]', 'tags: One'), 'x.md'),
    ).toThrow(/x\.md: frontmatter "tags"/);
    expect(() =>
      parseFrontmatter(VALID.replace('author: "Herald Team"', 'author: ""'), 'x.md'),
    ).toThrow(/"author"/);
    expect(() =>
      parseFrontmatter(VALID.replace('---\n\nBody', 'draft: true\n---\n\nBody'), 'x.md'),
    ).toThrow(/x\.md: frontmatter .*draft/);
  });
});
