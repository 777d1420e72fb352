import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '#web/features/auth/auth-provider.tsx';
import ForgotPassword from '#web/routes/auth/forgot-password.tsx';
import Login from '#web/routes/auth/login.tsx';
import ResetPassword from '#web/routes/auth/reset-password.tsx';
import Signup from '#web/routes/auth/signup.tsx';
import { renderRoute, stubFetch } from './render-route.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const signedOut = { 'GET /api/auth/get-session': null };

describe('sign-in form', () => {
  it('shows the spec texts under each field and focuses the first error', async () => {
    stubFetch(signedOut);
    renderRoute(Login, { path: '/auth/login' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
    // Sent before the script runs, a GET form would put the password in the URL.
    expect(email.closest('form')).toHaveAttribute('method', 'post');
  });

  it("shows 'Signing in...' while submitting, then goes to the dashboard", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const { calls } = stubFetch({
      ...signedOut,
      'POST /api/auth/sign-in/email': async () => {
        await gate;
        return { token: 't', user: { id: '1', email: 'a@b.co', name: 'A' } };
      },
    });
    const { router } = renderRoute(Login, {
      path: '/auth/login',
      others: [{ path: '/dashboard', element: <p>dash</p> }],
    });
    await userEvent.type(screen.getByLabelText('Email'), 'a@b.co');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(calls.find((c) => c.path === '/api/auth/sign-in/email')?.body).toMatchObject({
      email: 'a@b.co',
      password: 'secret-pass',
    });
  });

  it("toasts 'Sign in failed' and offers to resend the confirmation for an unconfirmed address", async () => {
    const { calls } = stubFetch({
      ...signedOut,
      'POST /api/auth/sign-in/email': new Response(
        JSON.stringify({ code: 'EMAIL_NOT_VERIFIED', message: 'Email not verified' }),
        {
          status: 403,
          headers: { 'content-type': 'application/json' },
        },
      ),
      'POST /api/auth/send-verification-email': { status: true },
    });
    renderRoute(Login, { path: '/auth/login' });
    await userEvent.type(screen.getByLabelText('Email'), 'new@b.co');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Sign in failed')).toBeInTheDocument();
    expect(screen.getByText('Email not verified')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend confirmation e-mail' }));
    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/send-verification-email')?.body).toMatchObject({
      email: 'new@b.co',
    });
  });
  it('checks a field again as it changes once the form was submitted, and then only that field', async () => {
    stubFetch(signedOut);
    renderRoute(Login, { path: '/auth/login' });
    const email = screen.getByLabelText('Email');
    await userEvent.type(email, 'nope');
    // Before the first submit nothing is checked while typing (react-hook-form's default).
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    await userEvent.type(email, '@b.co');
    await waitFor(() =>
      expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument(),
    );
    expect(email).not.toHaveAttribute('aria-invalid');
    // The untouched password keeps its message until it changes.
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('sign-up form', () => {
  it('validates display name, e-mail, password and confirmation with the spec texts', async () => {
    stubFetch(signedOut);
    renderRoute(Signup, { path: '/auth/signup' });
    await userEvent.type(screen.getByLabelText('Display name'), 'A');
    await userEvent.type(screen.getByLabelText('Email'), 'nope');
    await userEvent.type(screen.getByLabelText('Password'), '12345');
    await userEvent.type(screen.getByLabelText('Confirm password'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText('Display name must be at least 2 characters'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends the display name and time zone, then asks the user to check their e-mail', async () => {
    const { calls } = stubFetch({
      ...signedOut,
      'POST /api/auth/sign-up/email': { token: null, user: { id: '1' } },
    });
    renderRoute(Signup, { path: '/auth/signup' });
    await userEvent.type(screen.getByLabelText('Display name'), 'Jordan Lee');
    await userEvent.type(screen.getByLabelText('Email'), 'jordan@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'long-enough-pass');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'long-enough-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      (
        await screen.findAllByText(
          "We've sent you a confirmation link to complete your registration.",
        )
      )[0],
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    const body = calls.find((c) => c.path === '/api/auth/sign-up/email')?.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({
      name: 'Jordan Lee',
      email: 'jordan@example.com',
      callbackURL: '/dashboard',
    });
    expect(typeof body.timeZone).toBe('string');
  });

  it("toasts 'Sign up failed' with the server's message", async () => {
    stubFetch({
      ...signedOut,
      'POST /api/auth/sign-up/email': new Response(
        JSON.stringify({
          code: 'PASSWORD_TOO_COMMON',
          message: 'This password is too common. Please choose a less common password.',
        }),
        { status: 400, headers: { 'content-type': 'application/json' } },
      ),
    });
    renderRoute(Signup, { path: '/auth/signup' });
    await userEvent.type(screen.getByLabelText('Display name'), 'Jordan Lee');
    await userEvent.type(screen.getByLabelText('Email'), 'jordan@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'password1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'password1');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Sign up failed')).toBeInTheDocument();
    expect(
      screen.getByText('This password is too common. Please choose a less common password.'),
    ).toBeInTheDocument();
  });
});

describe('forgot password form', () => {
  it('validates the e-mail, then shows the Check Your Email confirmation', async () => {
    stubFetch({ ...signedOut, 'POST /api/auth/request-password-reset': { status: true } });
    renderRoute(ForgotPassword, { path: '/auth/forgot-password' });
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), 'kim@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Password Reset Sent' })).toBeInTheDocument();
    // Once: it used to be the card's description and its heading too (issue 14).
    expect(screen.getAllByText('Password Reset Sent')).toHaveLength(1);
    expect(screen.getByText('kim@example.com')).toBeInTheDocument();
    expect(
      screen.getByText('Click the link in the email to create a new password.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(screen.getByText("We've sent you a password reset link.")).toBeInTheDocument();
  });
});

describe('reset password form', () => {
  it('checks the confirmation and sends the token with the new password', async () => {
    const { calls } = stubFetch({
      ...signedOut,
      'POST /api/auth/reset-password': { status: true },
    });
    const { router } = renderRoute(ResetPassword, {
      path: '/auth/reset-password',
      url: '/auth/reset-password?token=tok123',
      others: [{ path: '/auth/login', element: <p>login</p> }],
    });
    await userEvent.type(screen.getByLabelText('New password'), 'new-pass-word');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'other-word');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'new-pass-word');
    await userEvent.click(screen.getByRole('button', { name: 'Update Password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(calls.find((c) => c.path === '/api/auth/reset-password')?.body).toEqual({
      newPassword: 'new-pass-word',
      token: 'tok123',
    });
  });
});

describe('useAuth', () => {
  it('throws outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow(
      'useAuth must be used within an AuthProvider',
    );
  });
});
