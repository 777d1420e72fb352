import { afterEach, describe, expect, it } from 'vitest';
import { WORKSPACE_HEADER } from '#domain/workspaces.ts';
import {
  activeWorkspaceId,
  adoptWorkspaceFromUrl,
  fetchInWorkspace,
  setActiveWorkspaceId,
} from '#web/lib/active-workspace.ts';

afterEach(() => {
  setActiveWorkspaceId(null);
  window.history.replaceState(null, '', '/');
});

describe('a link into a team workspace', () => {
  it('makes the named workspace active and leaves the address without the parameter', async () => {
    window.history.replaceState({ idx: 3 }, '', '/dashboard/scheduled?workspace=team_1&tab=x#top');
    adoptWorkspaceFromUrl();
    expect(activeWorkspaceId()).toBe('team_1');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/dashboard/scheduled?tab=x#top',
    );
    // The router's own history entry is kept.
    expect(window.history.state).toEqual({ idx: 3 });

    // The next API request is the team's.
    const seen: (string | null)[] = [];
    const original = globalThis.fetch;
    globalThis.fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers).get(WORKSPACE_HEADER));
      return new Response('{}', { status: 200 });
    }) as typeof fetch;
    try {
      await fetchInWorkspace('/api/deliveries');
    } finally {
      globalThis.fetch = original;
    }
    expect(seen).toEqual(['team_1']);
  });

  it('makes the personal workspace active for ?workspace=personal, with no header sent', () => {
    setActiveWorkspaceId('team_1');
    window.history.replaceState(null, '', '/dashboard/scheduled?workspace=personal');
    adoptWorkspaceFromUrl();
    expect(activeWorkspaceId()).toBeNull();
    expect(window.location.search).toBe('');
  });

  it('changes nothing without the parameter: the personal workspace sends no header', () => {
    window.history.replaceState(null, '', '/dashboard/scheduled');
    adoptWorkspaceFromUrl();
    expect(activeWorkspaceId()).toBeNull();
    expect(window.location.search).toBe('');
  });
});
