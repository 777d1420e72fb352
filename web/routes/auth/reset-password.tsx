import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { notify } from '#web/components/ui/notify.ts';
import {
  AuthForm,
  lazySchema,
  PasswordField,
  SubmitButton,
  useAuthForm,
} from '#web/features/auth/auth-form.tsx';
import { AuthLayout } from '#web/features/auth/auth-layout.tsx';
import { loadAuthClient } from '#web/lib/lazy-auth-client.ts';

export const meta = () => [
  { title: 'Choose a new password · Herald' },
  { name: 'robots', content: 'noindex' },
];

// zod and the schema load when a field first gets focus, not with the page (ADR 050).
const schema = lazySchema(() => import('#domain/auth.ts').then((m) => m.ResetPasswordInput));

/** Target of the reset e-mail's link (not shown in the spec): new password twice, then sign in. */
export default function ResetPassword() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const form = useAuthForm(schema, async ({ password }) => {
    if (!token) return;
    const authClient = await loadAuthClient();
    const { error } = await authClient.resetPassword({ newPassword: password, token });
    if (error) {
      void notify(
        'error',
        'Password reset failed',
        error.code === 'INVALID_TOKEN'
          ? 'This reset link is invalid or has expired. Please request a new one.'
          : (error.message ?? 'Please try again.'),
      );
      return;
    }
    void notify('success', 'Password updated', 'You can now sign in with your new password.');
    navigate('/auth/login', { replace: true });
  });

  if (!token)
    return (
      <AuthLayout
        title="Reset link missing"
        description="This page needs the link from your reset e-mail"
      >
        <div className="grid gap-4 text-center">
          <p className="text-sm text-muted-foreground">
            Request a new link and open it from your inbox.
          </p>
          <Button asChild>
            <Link to="/auth/forgot-password">Request a new link</Link>
          </Button>
        </div>
      </AuthLayout>
    );

  return (
    <AuthLayout
      title="Choose a new password"
      description="Signing in with it ends your other sessions"
    >
      <AuthForm form={form}>
        <PasswordField label="New password" />
        <PasswordField id="confirmPassword" label="Confirm new password" />
        <SubmitButton busy="Updating password...">Update Password</SubmitButton>
      </AuthForm>
    </AuthLayout>
  );
}
