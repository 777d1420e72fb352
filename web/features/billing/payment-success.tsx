import { CircleCheck, Home, LayoutDashboard, LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#web/components/ui/card.tsx';
import { toast } from '#web/components/ui/toaster.tsx';

/**
 * Spec §2 /success-payment. Plans show up on the next request without signing in again
 * (docs/architecture.md): when the account already has its plan, the page says so and leads
 * to the dashboard (issue 20 item 16); otherwise it keeps the spec's advice and its sign-out path.
 */
export function PaymentSuccess({
  checkoutId,
  signOut,
  planActive = false,
}: {
  checkoutId: string;
  /** Resolves with the backend's error message, or null once signed out. */
  signOut: () => Promise<string | null>;
  /** The signed-in account is already on the plan it paid for. */
  planActive?: boolean;
}) {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  async function signOutAndRelogin() {
    setSigningOut(true);
    try {
      const error = await signOut();
      if (error) {
        toast.error('Error', { description: 'Failed to sign out. Please try again.' });
        return;
      }
      toast.success('Success', {
        description:
          "You've been signed out. Please sign in again to access your upgraded features.",
      });
      navigate('/auth/login', { replace: true });
    } catch (error) {
      console.error('Sign out after payment failed:', error);
      toast.error('Error', { description: 'An unexpected error occurred during logout.' });
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-b from-secondary/60 to-background px-4 py-12">
      <Card className="w-full max-w-lg text-center">
        <CardHeader className="items-center gap-3">
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-success/15 text-success">
            <CircleCheck className="size-9" aria-hidden="true" />
          </span>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Payment Successful!</h1>
          <p className="text-muted-foreground">Your subscription has been activated successfully</p>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div className="rounded-lg border bg-muted/50 p-3 text-sm">
            <span className="text-muted-foreground">Checkout ID: </span>
            <code className="font-mono break-all">{checkoutId}</code>
          </div>
          <p className="text-sm text-muted-foreground">
            {planActive
              ? 'Your Pro plan is active: its features are ready in your dashboard.'
              : 'To refresh your account permissions, please sign out and sign in again.'}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
            {planActive ? (
              <Button asChild>
                <Link to="/dashboard">
                  <LayoutDashboard aria-hidden="true" />
                  Go to Dashboard
                </Link>
              </Button>
            ) : (
              <Button onClick={signOutAndRelogin} disabled={signingOut}>
                <LogOut aria-hidden="true" />
                Sign Out &amp; Re-login
              </Button>
            )}
            <Button asChild variant="outline">
              <Link to="/">
                <Home aria-hidden="true" />
                Go to Homepage
              </Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </main>
  );
}
