import { Users } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { setActiveWorkspaceId } from '#web/lib/active-workspace.ts';
import { apiErrorMessage } from '#web/lib/api-client.ts';
import {
  acceptInvitation,
  takePendingInvitation,
  useActiveWorkspace,
  useSwitchWorkspace,
  useWorkspaces,
} from './api.ts';

/**
 * The sidebar's workspace: its name and a switcher, shown only to someone in two or more
 * workspaces (issue 24), so the single-user sidebar is unchanged. The personal workspace is
 * listed as "Personal".
 */
export function WorkspaceSwitcher({ collapsed = false }: { collapsed?: boolean }) {
  const { data } = useWorkspaces();
  const active = useActiveWorkspace();
  const switchTo = useSwitchWorkspace();
  const navigate = useNavigate();
  const id = useId();
  const list = data?.workspaces ?? [];
  if (list.length < 2 || !active) return null;
  const label = (w: { name: string; personal: boolean }) => (w.personal ? 'Personal' : w.name);
  if (collapsed)
    return (
      <p className="flex justify-center border-b py-3" title={label(active)}>
        <Users aria-hidden="true" className="size-4 text-muted-foreground" />
        <span className="sr-only">Workspace: {label(active)}</span>
      </p>
    );
  return (
    <div className="grid gap-1.5 border-b p-3" data-testid="workspace-switcher">
      <label htmlFor={id} className="px-1 text-xs font-medium text-muted-foreground">
        Workspace
      </label>
      <NativeSelect
        id={id}
        value={active.id}
        onChange={(event) => {
          const next = list.find((w) => w.id === event.target.value);
          if (!next) return;
          void switchTo(next).then(() => navigate('/dashboard'));
        }}
      >
        {list.map((w) => (
          <option key={w.id} value={w.id}>
            {label(w)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}

/**
 * Accepts an invitation whose link was opened before signing in or up (the invitation page
 * remembers it), once, then makes its workspace the active one.
 */
export function PendingInvitation() {
  const switchTo = useSwitchWorkspace();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = takePendingInvitation();
    if (!token) return;
    acceptInvitation(token)
      .then(async ({ workspace }) => {
        setActiveWorkspaceId(workspace.id);
        await switchTo({ id: workspace.id, personal: false });
        toast.success('Welcome to the team', { description: `You joined ${workspace.name}.` });
      })
      .catch((error: unknown) =>
        toast.error('Could not join the workspace', {
          description: apiErrorMessage(error) ?? 'Please try again.',
        }),
      );
  }, [switchTo]);
  return null;
}
