import { PostCard } from '#web/features/blog/post-card.tsx';
import { listPosts } from '#web/features/blog/posts.server.ts';
import { pageMeta } from '#web/features/marketing/page-meta.ts';
import type { Route } from './+types/index';

// Runs at build time only: /blog is prerendered (ADR 006).
export function loader() {
  return { posts: listPosts() };
}

export const meta = () =>
  pageMeta({
    title: 'Blog · Herald: onboarding and team announcement guides',
    description:
      'Practical guides, templates and examples for welcome messages, promotion announcements and team recognition, from the Herald team.',
    path: '/blog',
  });

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" tabIndex={-1} className="flex-1 outline-none">
      <section className="border-b bg-[radial-gradient(ellipse_at_top,var(--color-secondary),transparent_70%)]">
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            The Herald Blog
          </p>
          <h1 className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            Better announcements, happier teams
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-muted-foreground">
            Guides, templates and real examples for welcoming new hires, announcing promotions and
            celebrating wins, in any channel your team uses.
          </p>
        </div>
      </section>
      <section aria-label="Articles" className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {loaderData.posts.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
