import { PERSONAL_WORKSPACE, WORKSPACE_HEADER, WORKSPACE_PARAM } from '#domain/workspaces.ts';

/**
 * The active workspace (ADR 041): its id in localStorage, sent as X-Herald-Workspace with
 * every API request. Nothing is stored, and no header sent, while the personal workspace is
 * active, so a user who never joins a team makes exactly the requests they made before.
 */
const KEY = 'herald.workspace';

export function activeWorkspaceId(): string | null {
  try {
    return globalThis.localStorage?.getItem(KEY) ?? null;
  } catch {
    return null;
  }
}

/** Makes a workspace active (null: the personal one). Callers refetch what they show. */
export function setActiveWorkspaceId(id: string | null): void {
  try {
    if (id) globalThis.localStorage?.setItem(KEY, id);
    else globalThis.localStorage?.removeItem(KEY);
  } catch {
    // Private modes without storage: the personal workspace stays active.
  }
}

/**
 * A link that names a workspace (`?workspace=`, an approval or failure mail's) makes it active
 * before the app asks for anything, then leaves the address bar as it would be without it.
 * `?workspace=personal` makes the personal workspace active.
 * A workspace the user is not in costs nothing: the server answers `workspace_not_found` and
 * fetchInWorkspace falls back to the personal one.
 */
export function adoptWorkspaceFromUrl(): void {
  if (typeof window === 'undefined') return;
  const url = new URL(window.location.href);
  const id = url.searchParams.get(WORKSPACE_PARAM);
  if (!id) return;
  setActiveWorkspaceId(id === PERSONAL_WORKSPACE ? null : id);
  url.searchParams.delete(WORKSPACE_PARAM);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

/**
 * Adds the header to a request of the API, and forgets a workspace the server no longer
 * knows for this user (they were removed, or another account signed in): the next request
 * is the personal workspace's.
 */
export async function fetchInWorkspace(
  input: RequestInfo | URL,
  init?: RequestInit,
): Promise<Response> {
  const id = activeWorkspaceId();
  if (!id) return globalThis.fetch(input, init);
  const headers = new Headers(init?.headers);
  headers.set(WORKSPACE_HEADER, id);
  const response = await globalThis.fetch(input, { ...init, headers });
  if (response.status === 404) {
    const body = (await response
      .clone()
      .json()
      .catch(() => null)) as { code?: string } | null;
    if (body?.code === 'workspace_not_found') setActiveWorkspaceId(null);
  }
  return response;
}
