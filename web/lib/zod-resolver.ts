import { zodResolver } from '@hookform/resolvers/zod';
import { config } from 'zod/mini';

// Zod without eval (web/lib/zod-jitless.ts says why). The page's inline script sets it before
// any schema is built; this repeats it for forms rendered without that page (tests).
config({ jitless: true });

export { zodResolver };
