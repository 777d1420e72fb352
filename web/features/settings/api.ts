import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseResponse } from 'hono/client';
import { api, queryKeys } from '#web/lib/api-client.ts';
import { authClient } from '#web/lib/auth-client.ts';

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: { displayName?: string; timeZone?: string }) =>
      parseResponse(api.account.profile.$patch({ json: changes })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account }),
  });
}

/** Better Auth checks the current password and ends the user's other sessions. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: { currentPassword: string; newPassword: string }) => {
      const { error } = await authClient.changePassword({ ...input, revokeOtherSessions: true });
      if (error) throw new Error(error.message ?? 'Please try again');
    },
  });
}

function filenameFrom(disposition: string | null): string {
  const match = disposition && /filename="?([^";]+)"?/i.exec(disposition);
  return match?.[1] ?? `herald-export-${new Date().toISOString().slice(0, 10)}.json`;
}

/** GET /api/account/export, saved as the JSON file the server names. */
export function useExportData() {
  return useMutation({
    mutationFn: async () => {
      const response = await api.account.export.$get();
      if (!response.ok) throw new Error(`${response.status} export failed`);
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = filenameFrom(response.headers.get('content-disposition'));
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked on the next task: some browsers read the URL after click() returns.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
  });
}

/** DELETE /api/account: the password confirms it; 403 means it was wrong. */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (password: string) => {
      const response = await api.account.$delete({ json: { password } });
      if (response.status !== 204) await parseResponse(response);
    },
    onSuccess: () => queryClient.clear(),
  });
}
