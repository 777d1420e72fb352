import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/toaster.tsx';
import { apiErrorMessage } from '#web/lib/api-client.ts';
import { useAuth } from '#web/features/auth/auth-provider.tsx';
import { AuthLayout } from '#web/features/auth/auth-layout.tsx';
import {
  acceptInvitation,
  rememberInvitation,
  useInvitation,
  useSwitchWorkspace,
} from '#web/features/workspaces/api.ts';

export const meta = () => [
  { title: 'Join a workspace · Herald' },
  { name: 'robots', content: 'noindex' },
];

/**
 * A workspace invitation's link (issue 24 item 2). Signed in: accept it. Signed out: the page
 * remembers the link and offers sign-up or sign-in; the dashboard accepts it afterwards.
 */
export default function InvitePage() {
  const { token = '' } = useParams();
  const { user, loading } = useAuth();
  const invitation = useInvitation(token);
  const switchTo = useSwitchWorkspace();
  const navigate = useNavigate();
  const [joining, setJoining] = useState(false);

  if (invitation.isPending || loading)
    return (
      <AuthLayout title="Join a workspace">
        <p className="text-sm text-muted-foreground">Loading the invitation…</p>
      </AuthLayout>
    );
  const found = invitation.data?.invitation;
  if (!found)
    return (
      <AuthLayout title="Join a workspace">
        <p className="text-sm">
          {apiErrorMessage(invitation.error) ??
            'This invitation link is not valid any more. Ask for a new one.'}
        </p>
        <Button asChild variant="outline" className="mt-4">
          <Link to="/">Go to Herald</Link>
        </Button>
      </AuthLayout>
    );

  async function join() {
    setJoining(true);
    try {
      const { workspace } = await acceptInvitation(token);
      await switchTo({ id: workspace.id, personal: false });
      toast.success('Welcome to the team', { description: `You joined ${workspace.name}.` });
      navigate('/dashboard', { replace: true });
    } catch (error) {
      toast.error('Could not join the workspace', {
        description: apiErrorMessage(error) ?? 'Please try again.',
      });
    } finally {
      setJoining(false);
    }
  }

  return (
    <AuthLayout
      title={`Join ${found.workspace}`}
      description={`${found.inviter} invited ${found.email} to this Herald workspace.`}
    >
      {user ? (
        <Button className="w-full" onClick={() => void join()} disabled={joining}>
          {joining ? 'Joining...' : 'Accept invitation'}
        </Button>
      ) : (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">
            Sign up with {found.email}, or sign in if you already have an account: you will join the
            workspace from your dashboard.
          </p>
          <Button asChild className="w-full" onClick={() => rememberInvitation(token)}>
            <Link to="/auth/signup">Sign up</Link>
          </Button>
          <Button
            asChild
            variant="outline"
            className="w-full"
            onClick={() => rememberInvitation(token)}
          >
            <Link to="/auth/login">Sign in</Link>
          </Button>
        </div>
      )}
    </AuthLayout>
  );
}
