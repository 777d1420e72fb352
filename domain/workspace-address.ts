// How a request or a link names a team workspace (ADRs 041, 044). No zod here: the web
// client's first load (every auth page) reads these (ADR 050).

/** The header the web client names the active workspace in; absent means the personal one. */
export const WORKSPACE_HEADER = 'X-Herald-Workspace';

/**
 * A link into a team workspace (an approval mail's "Open Scheduled & sent") names it in this
 * query parameter: the web app makes it the active one before it asks for anything, so the
 * link opens the team's screen whichever workspace that browser had open (ADR 044).
 */
export const WORKSPACE_PARAM = 'workspace';

/**
 * The parameter's value for the personal workspace: a mail about a personal announcement
 * must open Personal even where the browser last had a team active.
 */
export const PERSONAL_WORKSPACE = 'personal';

/** `url` opened in the team workspace `workspaceId`, or in the personal one (null). */
export function inWorkspace(url: string, workspaceId: string | null): string {
  const link = new URL(url);
  link.searchParams.set(WORKSPACE_PARAM, workspaceId ?? PERSONAL_WORKSPACE);
  return link.toString();
}
