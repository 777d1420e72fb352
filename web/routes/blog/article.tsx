import { ArrowLeft } from '#web/components/page-icons.tsx';
import { data, isRouteErrorResponse, Link, type LinkDescriptor } from 'react-router';
import { ArticleBody } from '#web/features/blog/article-body.tsx';
import { ArticleCta } from '#web/features/blog/article-cta.tsx';
import { PostCard } from '#web/features/blog/post-card.tsx';
import { PostMetaLine } from '#web/features/blog/post-meta-line.tsx';
import { PostTags } from '#web/features/blog/post-tags.tsx';
import { getPost, listPosts } from '#web/features/blog/posts.server.ts';
import type { CopyFeedback } from '#web/features/blog/template-block.tsx';
import { pageMeta } from '#web/features/marketing/page-meta.ts';
import { absoluteUrl, SITE_NAME, SOCIAL_IMAGE } from '#web/features/marketing/site-config.ts';
import type { Route } from './+types/article';
import proseStylesHref from '../../features/blog/prose.css?url';

// A linked stylesheet with a precedence, as root links app.css: React puts it beside app.css
// at the top of <head>. Imported by the component module instead, React Router linked it
// after the page's fourteen script preloads, so on a slow connection it queued behind them
// and held back the first paint (issue 23 item 4, ADR 050).
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: proseStylesHref, precedence: 'default' } as LinkDescriptor,
];

// Runs at build time only: every article is prerendered (ADR 006).
export function loader({ params }: Route.LoaderArgs) {
  const post = getPost(params.slug);
  if (!post) throw data('Article not found', { status: 404 });
  const related = listPosts()
    .filter((other) => other.slug !== post.slug)
    .slice(0, 2);
  return { post, related };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return [{ title: `Article not found · ${SITE_NAME}` }];
  const { post } = loaderData;
  const path = `/blog/${post.slug}`;
  return [
    ...pageMeta({
      title: `${post.title} · ${SITE_NAME}`,
      description: post.description,
      path,
      type: 'article',
      keywords: post.keywords,
    }),
    { property: 'article:published_time', content: post.date },
    { property: 'article:section', content: post.category },
    ...post.tags.map((tag) => ({ property: 'article:tag', content: tag })),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: post.title,
        description: post.description,
        datePublished: post.date,
        author: { '@type': 'Organization', name: post.author },
        publisher: { '@type': 'Organization', name: SITE_NAME, url: absoluteUrl('/') },
        image: absoluteUrl(SOCIAL_IMAGE.path),
        keywords: post.keywords.join(', '),
        mainEntityOfPage: absoluteUrl(path),
      },
    },
  ];
}

// Spec §2: templates in the examples article confirm with 'Copied!', the others (the AI
// guide and remote-team introductions) with a checkmark.
function copyFeedbackFor(slug: string): CopyFeedback {
  return slug === 'creative-announcement-examples' ? 'label' : 'icon';
}

export default function Article({ loaderData }: Route.ComponentProps) {
  const { post, related } = loaderData;
  return (
    <main id="main" tabIndex={-1} className="flex-1 outline-none">
      <article className="mx-auto max-w-3xl px-4 pt-10 pb-16 sm:px-6 sm:pt-14">
        <Link
          to="/blog"
          className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          Back to Blog
        </Link>
        <header className="mt-8 border-b pb-8">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            {post.category}
          </p>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-balance sm:text-4xl lg:text-5xl">
            {post.title}
          </h1>
          <p className="mt-5 text-lg text-pretty text-muted-foreground sm:text-xl">
            {post.description}
          </p>
          <div className="mt-6">
            <PostMetaLine author={post.author} date={post.date} readTime={post.readTime} />
          </div>
          <PostTags tags={post.tags} className="mt-4" />
        </header>
        <div className="mt-10">
          <ArticleBody blocks={post.blocks} copyFeedback={copyFeedbackFor(post.slug)} />
        </div>
        <div className="mt-14">
          <ArticleCta />
        </div>
      </article>
      <section aria-labelledby="related-title" className="border-t bg-muted/50">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
          <h2 id="related-title" className="text-2xl font-bold tracking-tight">
            Keep reading
          </h2>
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {related.map((other) => (
              <li key={other.slug}>
                <PostCard post={other} headingLevel={3} />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const missing = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main
      id="main"
      className="mx-auto flex max-w-xl flex-1 flex-col items-center gap-4 px-4 py-24 text-center"
    >
      <h1 className="text-3xl font-bold tracking-tight">
        {missing ? 'Article not found' : 'This article could not be loaded'}
      </h1>
      <p className="text-muted-foreground">
        {missing
          ? 'It may have moved. Every guide we have published is on the blog.'
          : 'Please check your connection and try again.'}
      </p>
      <Link to="/blog" className="font-medium text-primary underline-offset-4 hover:underline">
        Back to Blog
      </Link>
    </main>
  );
}
