import type { Logger } from './logger.ts';
import type { ActiveWorkspace } from './middleware/require-workspace.ts';

/** The signed-in user as the product API sees it (set by requireUser). */
interface ActingUser {
  id: string;
  email: string;
  name: string;
}

/** Hono's environment type for every route of the app. */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** See middleware/client-ip.ts: never taken from a header unless TRUST_PROXY. */
    clientIp: string;
    logger: Logger;
    user: ActingUser;
    /** The workspace the request acts in (requireWorkspace). */
    workspace: ActiveWorkspace;
  };
}
