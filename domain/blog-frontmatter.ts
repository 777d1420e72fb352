import { z } from 'zod';

/**
 * The frontmatter every article in web/content/blog must carry (ADR 025). Checked at build
 * time only: a missing or malformed field fails the build with the file name.
 */
export const PostFrontmatter = z
  .object({
    title: z.string().trim().min(1),
    description: z.string().trim().min(1),
    author: z.string().trim().min(1),
    /** The publication date. Quoted in YAML so it stays text, not a timestamp. */
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be YYYY-MM-DD' }),
    /** e.g. "8 min read". */
    readTime: z.string().trim().min(1),
    category: z.string().trim().min(1),
    tags: z.array(z.string().trim().min(1)).min(1),
    keywords: z.array(z.string().trim().min(1)).min(1),
  })
  .strict();

export type PostFrontmatter = z.infer<typeof PostFrontmatter>;
