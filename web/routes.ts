import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

// URL → route module. Public pages are prerendered (domain/site-routes.ts lists them);
// everything under /dashboard is client-rendered behind the auth guard.
export default [
  layout('routes/marketing/layout.tsx', [
    index('routes/marketing/home.tsx'),
    route('contact', 'routes/marketing/contact.tsx'),
    route('blog', 'routes/blog/index.tsx'),
    route('blog/:slug', 'routes/blog/article.tsx'),
    route('refund', 'routes/marketing/refund.tsx'),
    route('privacy', 'routes/marketing/privacy.tsx'),
    route('terms', 'routes/marketing/terms.tsx'),
  ]),
  layout('routes/session-layout.tsx', [
    route('auth/login', 'routes/auth/login.tsx'),
    route('auth/signup', 'routes/auth/signup.tsx'),
    route('auth/forgot-password', 'routes/auth/forgot-password.tsx'),
    route('auth/reset-password', 'routes/auth/reset-password.tsx'),
    layout('routes/app-layout.tsx', [
      route('dashboard', 'routes/dashboard/layout.tsx', [
        index('routes/dashboard/overview.tsx'),
        route('generate', 'routes/dashboard/generate.tsx'),
        route('messages', 'routes/dashboard/messages.tsx'),
        route('scheduled', 'routes/dashboard/scheduled.tsx'),
        route('people', 'routes/dashboard/people.tsx'),
        route('people/review/:eventId', 'routes/dashboard/people-review.tsx'),
        route('settings', 'routes/dashboard/settings.tsx'),
        route('billing', 'routes/dashboard/billing.tsx'),
      ]),
      route('success-payment', 'routes/success-payment.tsx'),
      route('invite/:token', 'routes/invite.tsx'),
      route('test-checkout/:id', 'routes/test-billing/checkout.tsx'),
      route('test-portal', 'routes/test-billing/portal.tsx'),
      route('dev/mailbox', 'routes/dev/mailbox.tsx'),
    ]),
  ]),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
