import { Link } from 'react-router';
import { PostMetaLine } from './post-meta-line.tsx';
import { PostTags } from './post-tags.tsx';

export interface PostCardData {
  slug: string;
  title: string;
  description: string;
  author: string;
  date: string;
  readTime: string;
  category: string;
  tags: string[];
}

/** One article in the blog grid; the whole card is the link (the title carries its name). */
export function PostCard({ post, headingLevel = 2 }: { post: PostCardData; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border bg-card p-6 shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md">
      <p className="text-xs font-semibold tracking-wide text-primary uppercase">{post.category}</p>
      <Heading className="mt-3 text-xl leading-snug font-semibold tracking-tight text-balance">
        <Link
          to={`/blog/${post.slug}`}
          className="outline-none after:absolute after:inset-0 after:rounded-2xl group-hover:text-primary"
        >
          {post.title}
        </Link>
      </Heading>
      <p className="mt-3 flex-1 text-sm leading-relaxed text-muted-foreground">
        {post.description}
      </p>
      <div className="mt-5">
        <PostMetaLine author={post.author} date={post.date} readTime={post.readTime} />
      </div>
      <PostTags tags={post.tags} className="mt-4" />
    </article>
  );
}
