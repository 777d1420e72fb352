import type { Config } from '@react-router/dev/config';
import { PRERENDERED_PATHS } from './domain/site-routes.ts';

// SPA with prerendered public pages: see docs/decisions/003-react-router-prerendering.md.
export default {
  appDirectory: 'web',
  // The prerender test builds into a temporary directory so it never races `npm start`.
  buildDirectory: process.env.HERALD_BUILD_DIR || 'build',
  ssr: false,
  prerender: [...PRERENDERED_PATHS],
} satisfies Config;
