import { lazy, Suspense, use, useState, useSyncExternalStore } from 'react';
import { LandingHero } from '#web/features/marketing/landing-hero.tsx';
import { pageMeta } from '#web/features/marketing/page-meta.ts';
import { useHashScrollOnLoad } from '#web/features/marketing/use-hash-scroll-on-load.ts';

export const meta = () =>
  pageMeta({
    title: 'Herald · AI welcome, promotion and achievement announcements',
    description:
      'Herald writes warm, personal welcome, promotion and achievement announcements for your team in seconds. Pick a tone, copy, and paste into Slack, Teams or email.',
    path: '/',
  });

// Everything below the hero is prerendered in full but loads its code after the page's first
// JavaScript (landing budget, issue 7; ADR 012). One promise serves both uses below.
const importBelowFold = () => import('#web/features/marketing/landing-below-fold.tsx');
let belowFoldCode: ReturnType<typeof importBelowFold> | undefined;
const loadBelowFold = () => (belowFoldCode ??= importBelowFold());
const LandingBelowFold = lazy(() => loadBelowFold().then((m) => ({ default: m.LandingBelowFold })));
const MessagePreview = lazy(() => loadBelowFold().then((m) => ({ default: m.MessagePreview })));

// A module-level element: re-rendering Home never touches the boundary while it waits to hydrate
// (an update there before hydration would make React drop the prerendered HTML).
const belowFold = (
  <Suspense fallback={null}>
    <LandingBelowFold />
  </Suspense>
);
// The hero's sample post, static markup with no events: the same treatment (ADR 050).
const preview = (
  <Suspense fallback={null}>
    <MessagePreview />
  </Suspense>
);

export default function Home() {
  useHashScrollOnLoad();
  return (
    <main id="main" tabIndex={-1} className="flex-1 outline-none">
      <WaitForBelowFoldOnClientRender />
      <LandingHero preview={preview} />
      {belowFold}
    </main>
  );
}

const subscribeToNothing = () => () => {};

/**
 * When the landing is hydrated, its prerendered sections are already on screen and hydrate as
 * soon as their code arrives. When it is rendered in the browser (a navigation from another
 * page), nothing is on screen yet: suspending here, outside the boundary, makes the navigation
 * wait for the code (it is a transition, so the previous page stays) instead of showing the
 * hero alone and then the rest popping in below it.
 */
function WaitForBelowFoldOnClientRender() {
  // The server snapshot is what React reads while prerendering and while hydrating.
  const hydrating = useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
  // Kept from the first render: after hydration React re-renders with the client snapshot,
  // and that must not suspend a page that is already showing.
  const [mountedByHydration] = useState(hydrating);
  if (!mountedByHydration) use(loadBelowFold());
  return null;
}
