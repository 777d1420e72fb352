import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { notify } from '#web/components/ui/notify.ts';
import {
  AuthForm,
  EmailField,
  FormField,
  lazySchema,
  PasswordField,
  SubmitButton,
  useAuthForm,
} from '#web/features/auth/auth-form.tsx';
import { AuthLayout } from '#web/features/auth/auth-layout.tsx';
import { EmailSent } from '#web/features/auth/email-address.tsx';
import { browserTimeZone } from '#web/features/auth/browser-time-zone.ts';
import { useRedirectIfSignedIn } from '#web/features/auth/redirect-if-signed-in.tsx';
import { loadAuthClient } from '#web/lib/lazy-auth-client.ts';

export const meta = () => [
  { title: 'Create your account · Herald' },
  {
    name: 'description',
    content: 'Create a free Herald account and write your first team announcement in 60 seconds.',
  },
];

// zod and the schema load when a field first gets focus, not with the page (ADR 050).
const schema = lazySchema(() => import('#domain/auth.ts').then((m) => m.SignUpInput));

export default function Signup() {
  useRedirectIfSignedIn();
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAuthForm(schema, async ({ displayName, email, password }) => {
    const authClient = await loadAuthClient();
    const { data, error } = await authClient.signUp.email({
      name: displayName,
      email,
      password,
      callbackURL: '/dashboard',
      // Extra field read by the server's profile hook (server/auth.ts).
      ...({ timeZone: browserTimeZone() } as object),
    });
    if (error) {
      void notify('error', 'Sign up failed', error.message ?? 'Please try again.');
      return;
    }
    if (data?.token) {
      navigate('/dashboard', { replace: true });
      return;
    }
    void notify(
      'success',
      'Check your email',
      "We've sent you a confirmation link to complete your registration.",
    );
    setSentTo(email);
  });

  if (sentTo)
    return (
      <EmailSent
        title="Check your email"
        description="One more step to finish creating your account"
        link="a confirmation link"
        address={sentTo}
        hint="Click the link in the e-mail to confirm your address. You'll land on your dashboard."
        buttonVariant="outline"
      />
    );

  return (
    <AuthLayout
      title="Create your account"
      description="Start writing announcements your team will love"
      footer={
        <>
          Already have an account?{' '}
          <Link to="/auth/login" className="font-medium text-primary hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <AuthForm form={form}>
        <FormField
          id="displayName"
          label="Display name"
          autoComplete="name"
          placeholder="Jordan Lee"
        />
        <EmailField autoComplete="email" />
        <PasswordField label="Password" />
        <PasswordField id="confirmPassword" label="Confirm password" />
        <SubmitButton busy="Creating account...">Create Account</SubmitButton>
      </AuthForm>
    </AuthLayout>
  );
}
