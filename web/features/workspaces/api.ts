import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { parseResponse } from 'hono/client';
import type { WorkspaceRole } from '#domain/workspaces.ts';
import { activeWorkspaceId, setActiveWorkspaceId } from '#web/lib/active-workspace.ts';
import { api, queryKeys } from '#web/lib/api-client.ts';

const workspacesQuery = queryOptions({
  queryKey: queryKeys.workspaces,
  queryFn: () => parseResponse(api.workspaces.$get()),
});

export function useWorkspaces() {
  return useQuery(workspacesQuery);
}

/** The active workspace as the list knows it (the personal one when none is stored). */
export function useActiveWorkspace() {
  const { data } = useWorkspaces();
  const id = activeWorkspaceId();
  const list = data?.workspaces ?? [];
  return list.find((w) => w.id === id) ?? list.find((w) => w.personal);
}

export function useWorkspaceDetail(id: string) {
  return useQuery({
    queryKey: [...queryKeys.workspaces, id],
    queryFn: () => parseResponse(api.workspaces[':id'].$get({ param: { id } })),
  });
}

export function useInvitations(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...queryKeys.workspaces, id, 'invitations'],
    queryFn: () => parseResponse(api.workspaces[':id'].invitations.$get({ param: { id } })),
    enabled,
  });
}

/** Switches the active workspace and refetches everything shown from the new one. */
export function useSwitchWorkspace() {
  const queryClient = useQueryClient();
  return async (workspace: { id: string; personal: boolean }) => {
    setActiveWorkspaceId(workspace.personal ? null : workspace.id);
    await queryClient.resetQueries();
  };
}

function useWorkspaceMutation<I, R>(fn: (input: I) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.workspaces }),
  });
}

export const useCreateWorkspace = () =>
  useWorkspaceMutation((name: string) => parseResponse(api.workspaces.$post({ json: { name } })));

export const useRenameWorkspace = () =>
  useWorkspaceMutation(({ id, name }: { id: string; name: string }) =>
    parseResponse(api.workspaces[':id'].$patch({ param: { id }, json: { name } })),
  );

/** Turns approval of members' sends on or off (ADR 044). */
export const useApprovalSetting = () =>
  useWorkspaceMutation(({ id, approvalRequired }: { id: string; approvalRequired: boolean }) =>
    parseResponse(
      api.workspaces[':id'].settings.$patch({ param: { id }, json: { approvalRequired } }),
    ),
  );

export const useLeaveWorkspace = () =>
  useWorkspaceMutation(async (id: string) => {
    const res = await api.workspaces[':id'].leave.$post({ param: { id } });
    if (res.status !== 204) await parseResponse(res);
  });

export const useChangeRole = () =>
  useWorkspaceMutation(
    ({ id, userId, role }: { id: string; userId: string; role: WorkspaceRole }) =>
      parseResponse(
        api.workspaces[':id'].members[':userId'].$patch({ param: { id, userId }, json: { role } }),
      ),
  );

export const useRemoveMember = () =>
  useWorkspaceMutation(async ({ id, userId }: { id: string; userId: string }) => {
    const res = await api.workspaces[':id'].members[':userId'].$delete({ param: { id, userId } });
    if (res.status !== 204) await parseResponse(res);
  });

export const useInvite = () =>
  useWorkspaceMutation(
    ({ id, email, role }: { id: string; email: string; role: 'admin' | 'member' }) =>
      parseResponse(
        api.workspaces[':id'].invitations.$post({ param: { id }, json: { email, role } }),
      ),
  );

export const useResendInvitation = () =>
  useWorkspaceMutation(({ id, invitationId }: { id: string; invitationId: string }) =>
    parseResponse(
      api.workspaces[':id'].invitations[':invitationId'].resend.$post({
        param: { id, invitationId },
      }),
    ),
  );

export const useRevokeInvitation = () =>
  useWorkspaceMutation(async ({ id, invitationId }: { id: string; invitationId: string }) => {
    const res = await api.workspaces[':id'].invitations[':invitationId'].$delete({
      param: { id, invitationId },
    });
    if (res.status !== 204) await parseResponse(res);
  });

export function useInvitation(token: string) {
  return useQuery({
    queryKey: ['invitation', token],
    queryFn: () => parseResponse(api.invitations[':token'].$get({ param: { token } })),
    retry: false,
  });
}

export function acceptInvitation(token: string) {
  return parseResponse(api.invitations[':token'].accept.$post({ param: { token } }));
}

/** An invitation link opened while signed out: accepted once the user is in the dashboard. */
const PENDING_KEY = 'herald.pendingInvitation';

export function rememberInvitation(token: string) {
  try {
    globalThis.localStorage?.setItem(PENDING_KEY, token);
  } catch {
    // No storage: the link works again once signed in.
  }
}

export function takePendingInvitation(): string | null {
  try {
    const token = globalThis.localStorage?.getItem(PENDING_KEY) ?? null;
    globalThis.localStorage?.removeItem(PENDING_KEY);
    return token;
  } catch {
    return null;
  }
}

/** A team workspace's activity log, page after page (keyset: each page continues the last). */
export function useActivity(id: string) {
  return useInfiniteQuery({
    queryKey: [...queryKeys.workspaces, id, 'activity'],
    queryFn: ({ pageParam }) =>
      parseResponse(
        api.workspaces[':id'].activity.$get({
          param: { id },
          query: pageParam ? { before: pageParam } : {},
        }),
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
}
