import { MailCheck } from '#web/components/page-icons.tsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import type { SignUpInput } from '#domain/auth.ts';
import { lazyZodResolver } from '#web/lib/lazy-zod-resolver.ts';
import { Button } from '#web/components/ui/button.tsx';
import { notify } from '#web/components/ui/notify.ts';
import { AuthLayout } from '#web/features/auth/auth-layout.tsx';
import { EmailAddress } from '#web/features/auth/email-address.tsx';
import { browserTimeZone } from '#web/features/auth/browser-time-zone.ts';
import { FormField } from '#web/features/auth/form-field.tsx';
import { useRedirectIfSignedIn } from '#web/features/auth/redirect-if-signed-in.tsx';
import { authClient } from '#web/lib/auth-client.ts';

export const meta = () => [
  { title: 'Create your account · Herald' },
  {
    name: 'description',
    content: 'Create a free Herald account and write your first team announcement in 60 seconds.',
  },
];

type Values = z.infer<typeof SignUpInput>;

// zod and the schema load when a field first gets focus, not with the page (ADR 050).
const validation = lazyZodResolver<Values>(() =>
  import('#domain/auth.ts').then((m) => m.SignUpInput),
);

export default function Signup() {
  useRedirectIfSignedIn();
  const navigate = useNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: validation.resolver,
    defaultValues: { displayName: '', email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ displayName, email, password }) => {
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
      <AuthLayout
        title="Check your email"
        description="One more step to finish creating your account"
      >
        <div className="grid gap-4 text-center">
          <MailCheck className="mx-auto size-12 text-primary" aria-hidden="true" />
          <p>
            We&apos;ve sent a confirmation link to <EmailAddress address={sentTo} />.
          </p>
          <p className="text-sm text-muted-foreground">
            Click the link in the e-mail to confirm your address. You&apos;ll land on your
            dashboard.
          </p>
          <Button asChild variant="outline">
            <Link to="/auth/login">Back to Sign In</Link>
          </Button>
        </div>
      </AuthLayout>
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
      <form onSubmit={onSubmit} onFocus={validation.preload} noValidate className="grid gap-4">
        <FormField
          id="displayName"
          label="Display name"
          autoComplete="name"
          placeholder="Jordan Lee"
          error={errors.displayName?.message}
          {...register('displayName')}
        />
        <FormField
          id="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@company.com"
          error={errors.email?.message}
          {...register('email')}
        />
        <FormField
          id="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <FormField
          id="confirmPassword"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
    </AuthLayout>
  );
}
