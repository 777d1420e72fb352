import { useState } from 'react';
import { Link } from 'react-router';
import { notify } from '#web/components/ui/notify.ts';
import {
  AuthForm,
  EmailField,
  lazySchema,
  SubmitButton,
  useAuthForm,
} from '#web/features/auth/auth-form.tsx';
import { AuthLayout } from '#web/features/auth/auth-layout.tsx';
import { EmailSent } from '#web/features/auth/email-address.tsx';
import { loadAuthClient } from '#web/lib/lazy-auth-client.ts';

export const meta = () => [
  { title: 'Reset your password · Herald' },
  { name: 'description', content: 'Forgot your Herald password? Get a reset link by e-mail.' },
];

// zod and the schema load when a field first gets focus, not with the page (ADR 050).
const schema = lazySchema(() => import('#domain/auth.ts').then((m) => m.ForgotPasswordInput));

export default function ForgotPassword() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAuthForm(schema, async ({ email }) => {
    const authClient = await loadAuthClient();
    const { error } = await authClient.requestPasswordReset({
      email,
      redirectTo: '/auth/reset-password',
    });
    if (error) {
      void notify('error', 'Password reset failed', error.message ?? 'Please try again.');
      return;
    }
    void notify('success', 'Check your email', "We've sent you a password reset link.");
    setSentTo(email);
  });

  if (sentTo)
    return (
      <EmailSent
        title="Check Your Email"
        heading="Password Reset Sent"
        link="a password reset link"
        address={sentTo}
        hint="Click the link in the email to create a new password."
      />
    );

  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter your e-mail and we'll send you a reset link"
      footer={
        <Link to="/auth/login" className="font-medium text-primary hover:underline">
          Back to Sign In
        </Link>
      }
    >
      <AuthForm form={form}>
        <EmailField autoComplete="email" />
        <SubmitButton busy="Sending reset link...">Send Reset Link</SubmitButton>
      </AuthForm>
    </AuthLayout>
  );
}
