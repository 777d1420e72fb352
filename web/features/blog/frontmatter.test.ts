import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from './frontmatter.ts';

const VALID = `---
title: "A title"
description: "A description"
author: "Herald Team"
date: "2026-10-08"
readTime: "8 min read"
category: "AI Tools"
tags: ["One", "Two"]
keywords: ["k1", "k2"]
---

Body text.
`;

describe('parseFrontmatter', () => {
  it('reads the JSON-valued fields and returns the body', () => {
    const { frontmatter, body } = parseFrontmatter(VALID, 'a.md');
    expect(frontmatter).toEqual({
      title: 'A title',
      description: 'A description',
      author: 'Herald Team',
      date: '2026-10-08',
      readTime: '8 min read',
      category: 'AI Tools',
      tags: ['One', 'Two'],
      keywords: ['k1', 'k2'],
    });
    expect(body.trim()).toBe('Body text.');
  });

  it('fails with the file name when a field is missing or malformed', () => {
    expect(() => parseFrontmatter('no frontmatter', 'x.md')).toThrow(/x\.md: missing/);
    expect(() => parseFrontmatter(VALID.replace('"AI Tools"', 'AI Tools'), 'x.md')).toThrow(
      /x\.md: frontmatter "category"/,
    );
    expect(() => parseFrontmatter(VALID.replace('2026-10-08', 'Oct 8'), 'x.md')).toThrow(
      /YYYY-MM-DD/,
    );
    expect(() => parseFrontmatter(VALID.replace('tags: ["One", "Two"]\n', ''), 'x.md')).toThrow(
      /"tags" must be a list/,
    );
  });
});
