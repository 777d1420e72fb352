import { zodResolver } from '@hookform/resolvers/zod';
import { config } from 'zod';

// Zod compiles object parsers with `new Function` unless told not to, and probes for it on
// the first parse: the pages' Content-Security-Policy allows no eval, so the probe logged a
// CSP violation on every form page (Lighthouse best practices 96; issue 23 item 4, ADR 030).
// Every form takes its resolver from here, so the setting is made before any form parses.
config({ jitless: true });

export { zodResolver };
