import { MailWarning } from '#web/components/page-icons.tsx';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { notify } from '#web/components/ui/notify.ts';
import {
  AuthForm,
  EmailField,
  lazySchema,
  PasswordField,
  SubmitButton,
  useAuthForm,
} from '#web/features/auth/auth-form.tsx';
import { AuthLayout } from '#web/features/auth/auth-layout.tsx';
import { useRedirectIfSignedIn } from '#web/features/auth/redirect-if-signed-in.tsx';
import { loadAuthClient } from '#web/lib/lazy-auth-client.ts';

export const meta = () => [
  { title: 'Sign In · Herald' },
  { name: 'description', content: 'Sign in to Herald to write team announcements in seconds.' },
];

// zod and the schema load when a field first gets focus, not with the page (ADR 050).
const schema = lazySchema(() => import('#domain/auth.ts').then((m) => m.SignInInput));

export default function Login() {
  useRedirectIfSignedIn();
  const navigate = useNavigate();
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const form = useAuthForm(schema, async (values) => {
    setUnconfirmed(null);
    const authClient = await loadAuthClient();
    const { error } = await authClient.signIn.email({ ...values, callbackURL: '/dashboard' });
    if (error) {
      if (error.code === 'EMAIL_NOT_VERIFIED') setUnconfirmed(values.email);
      void notify('error', 'Sign in failed', error.message ?? 'Please try again.');
      return;
    }
    navigate('/dashboard', { replace: true });
  });

  async function resend() {
    if (!unconfirmed) return;
    setResending(true);
    const authClient = await loadAuthClient();
    const { error } = await authClient.sendVerificationEmail({
      email: unconfirmed,
      callbackURL: '/dashboard',
    });
    setResending(false);
    if (error) void notify('error', 'Sign in failed', error.message ?? 'Please try again.');
    else
      void notify(
        'success',
        'Check your email',
        "We've sent you a confirmation link to complete your registration.",
      );
  }

  return (
    <AuthLayout
      title="Welcome back"
      description="Sign in to your Herald account"
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/auth/signup" className="font-medium text-primary hover:underline">
            Sign up
          </Link>
        </>
      }
    >
      <AuthForm form={form}>
        <EmailField autoComplete="username" />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          aside={
            <Link to="/auth/forgot-password" className="text-sm text-primary hover:underline">
              Forgot password?
            </Link>
          }
        />
        {unconfirmed ? (
          <div
            role="status"
            className="flex gap-3 rounded-md border border-accent bg-accent/15 p-3 text-sm"
          >
            <MailWarning className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <div className="grid gap-2">
              <p>Please confirm your e-mail address first. We can send the link again.</p>
              <Button
                type="button"
                variant="outline"
                size="sm"
                onClick={resend}
                disabled={resending}
              >
                {resending ? 'Sending...' : 'Resend confirmation e-mail'}
              </Button>
            </div>
          </div>
        ) : null}
        <SubmitButton busy="Signing in...">Sign In</SubmitButton>
      </AuthForm>
    </AuthLayout>
  );
}
