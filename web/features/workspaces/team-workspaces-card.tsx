import { useState, type FormEvent } from 'react';
import type { WorkspaceRole } from '#domain/workspaces.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { NativeSelect } from '#web/components/ui/native-select.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { apiErrorMessage } from '#web/lib/api-client.ts';
import { ActivityLog } from './activity-log.tsx';
import {
  useChangeRole,
  useCreateWorkspace,
  useInvitations,
  useInvite,
  useLeaveWorkspace,
  useRemoveMember,
  useRenameWorkspace,
  useResendInvitation,
  useRevokeInvitation,
  useSwitchWorkspace,
  useApprovalSetting,
  useWorkspaceDetail,
  useWorkspaces,
} from './api.ts';

const ROLE_LABEL: Record<WorkspaceRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
};

const fail = (title: string) => (error: unknown) =>
  toast.error(title, { description: apiErrorMessage(error) ?? 'Please try again.' });

function CreateWorkspaceForm() {
  const [name, setName] = useState('');
  const create = useCreateWorkspace();
  const switchTo = useSwitchWorkspace();
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    create.mutate(name, {
      onSuccess: async (result) => {
        setName('');
        toast.success('Workspace created', { description: `${result.workspace.name} is ready.` });
        await switchTo(result.workspace);
      },
      onError: fail('Could not create the workspace'),
    });
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="grid flex-1 gap-2">
        <Label htmlFor="new-workspace-name">New team workspace</Label>
        <Input
          id="new-workspace-name"
          value={name}
          maxLength={60}
          placeholder="People team"
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <Button type="submit" disabled={create.isPending || name.trim().length < 2}>
        Create workspace
      </Button>
    </form>
  );
}

function InviteForm({ workspaceId }: { workspaceId: string }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'admin' | 'member'>('member');
  const invite = useInvite();
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    invite.mutate(
      { id: workspaceId, email, role },
      {
        onSuccess: () => {
          setEmail('');
          toast.success('Invitation sent', { description: `We e-mailed ${email} a link.` });
        },
        onError: fail('Could not send the invitation'),
      },
    );
  }
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="grid flex-1 gap-2">
        <Label htmlFor={`invite-${workspaceId}`}>Invite by e-mail</Label>
        <Input
          id={`invite-${workspaceId}`}
          type="email"
          value={email}
          placeholder="colleague@example.com"
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <NativeSelect
        aria-label="Role of the invited person"
        className="sm:w-32"
        value={role}
        onChange={(event) => setRole(event.target.value as 'admin' | 'member')}
      >
        <option value="member">Member</option>
        <option value="admin">Admin</option>
      </NativeSelect>
      <Button type="submit" disabled={invite.isPending || !email}>
        Send invitation
      </Button>
    </form>
  );
}

function PendingInvitations({ workspaceId }: { workspaceId: string }) {
  const invitations = useInvitations(workspaceId, true);
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const list = invitations.data?.invitations ?? [];
  if (!list.length) return null;
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-medium">Pending invitations</h4>
      <ul className="grid gap-2">
        {list.map((inv) => (
          <li key={inv.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span>
              {inv.email} · {ROLE_LABEL[inv.role]}
            </span>
            <span className="flex gap-2">
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  resend.mutate(
                    { id: workspaceId, invitationId: inv.id },
                    {
                      onSuccess: () => toast.success('Invitation sent again'),
                      onError: fail('Could not send the invitation'),
                    },
                  )
                }
              >
                Resend
              </Button>
              <Button
                size="sm"
                variant="ghost"
                onClick={() =>
                  revoke.mutate(
                    { id: workspaceId, invitationId: inv.id },
                    {
                      onSuccess: () => toast.success('Invitation revoked'),
                      onError: fail('Could not revoke the invitation'),
                    },
                  )
                }
              >
                Revoke
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function TeamWorkspace({ id, role }: { id: string; role: WorkspaceRole }) {
  const detail = useWorkspaceDetail(id);
  const rename = useRenameWorkspace();
  const leave = useLeaveWorkspace();
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const approval = useApprovalSetting();
  const switchTo = useSwitchWorkspace();
  const [name, setName] = useState<string | null>(null);
  const [showActivity, setShowActivity] = useState(false);
  const manages = role === 'owner' || role === 'admin';
  const data = detail.data;
  if (!data) return null;
  const { workspace, members } = data;
  return (
    <section aria-label={workspace.name} className="grid gap-4 rounded-lg border p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold">
          {workspace.name} <Badge variant="secondary">{ROLE_LABEL[role]}</Badge>
        </h3>
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            leave.mutate(id, {
              onSuccess: async () => {
                toast.success('You left the workspace');
                await switchTo({ id, personal: true });
              },
              onError: fail('Could not leave the workspace'),
            })
          }
        >
          Leave
        </Button>
      </div>
      {manages && (
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            rename.mutate(
              { id, name: name ?? workspace.name },
              {
                onSuccess: () => toast.success('Workspace renamed'),
                onError: fail('Could not rename the workspace'),
              },
            );
          }}
        >
          <div className="grid flex-1 gap-2">
            <Label htmlFor={`rename-${id}`}>Name</Label>
            <Input
              id={`rename-${id}`}
              value={name ?? workspace.name}
              maxLength={60}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <Button type="submit" variant="outline" disabled={rename.isPending}>
            Rename
          </Button>
        </form>
      )}
      {manages && (
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-primary"
            checked={workspace.approvalRequired}
            disabled={approval.isPending}
            onChange={(event) =>
              approval.mutate(
                { id, approvalRequired: event.target.checked },
                {
                  onSuccess: (saved) =>
                    toast.success(
                      saved.workspace.approvalRequired
                        ? 'Approval turned on'
                        : 'Approval turned off',
                    ),
                  onError: fail('Could not change the setting'),
                },
              )
            }
          />
          <span>
            Members’ sends need approval
            <span className="block text-muted-foreground">
              An admin or owner approves, edits or rejects each one before it goes out.
            </span>
          </span>
        </label>
      )}
      <div className="grid gap-2">
        <h4 className="text-sm font-medium">
          Members ({members.length} of {workspace.memberCap})
        </h4>
        <ul className="grid gap-2">
          {members.map((m) => (
            <li
              key={m.userId}
              className="flex flex-wrap items-center justify-between gap-2 text-sm"
            >
              <span>
                {m.name} <span className="text-muted-foreground">{m.email}</span>
              </span>
              {manages ? (
                <span className="flex items-center gap-2">
                  <NativeSelect
                    aria-label={`Role of ${m.name}`}
                    className="h-9 w-28"
                    value={m.role}
                    disabled={role !== 'owner' && m.role === 'owner'}
                    onChange={(event) =>
                      changeRole.mutate(
                        { id, userId: m.userId, role: event.target.value as WorkspaceRole },
                        { onError: fail('Could not change the role') },
                      )
                    }
                  >
                    {(['owner', 'admin', 'member'] as const).map((r) => (
                      <option key={r} value={r} disabled={role !== 'owner' && r === 'owner'}>
                        {ROLE_LABEL[r]}
                      </option>
                    ))}
                  </NativeSelect>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${m.name}`}
                    onClick={() =>
                      remove.mutate(
                        { id, userId: m.userId },
                        { onError: fail('Could not remove the member') },
                      )
                    }
                  >
                    Remove
                  </Button>
                </span>
              ) : (
                <Badge variant="outline">{ROLE_LABEL[m.role]}</Badge>
              )}
            </li>
          ))}
        </ul>
      </div>
      {manages && (
        <>
          <InviteForm workspaceId={id} />
          <PendingInvitations workspaceId={id} />
          <div className="grid gap-2">
            <div className="flex items-center justify-between gap-2">
              <h4 className="text-sm font-medium">Activity</h4>
              <Button
                size="sm"
                variant="outline"
                aria-expanded={showActivity}
                aria-controls={`activity-${id}`}
                onClick={() => setShowActivity((shown) => !shown)}
              >
                {showActivity ? 'Hide activity' : 'Show activity'}
              </Button>
            </div>
            {showActivity && (
              <div id={`activity-${id}`}>
                <ActivityLog workspaceId={id} />
              </div>
            )}
          </div>
        </>
      )}
    </section>
  );
}

/**
 * Settings → Team workspaces (issue 24): create one; rename and leave; for admins and owners,
 * members, their roles, invitations and the workspace's activity (ADR 047).
 */
export function TeamWorkspacesCard() {
  const { data } = useWorkspaces();
  const teams = (data?.workspaces ?? []).filter((w) => !w.personal);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Team workspaces</CardTitle>
        <CardDescription>
          Share history, destinations and your plan with colleagues. Your personal workspace stays
          yours.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {teams.map((team) => (
          <TeamWorkspace key={team.id} id={team.id} role={team.role} />
        ))}
        <CreateWorkspaceForm />
      </CardContent>
    </Card>
  );
}
