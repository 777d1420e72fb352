import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SettingsPage from '#web/routes/dashboard/settings.tsx';
import { stubFetch } from '../render-route.tsx';
import { account, jsonError, renderScreen, signedIn, stubBrowser, user } from './harness.tsx';

beforeEach(() => {
  stubBrowser();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('settings', () => {
  it("saves the display name, reading 'Saving...' meanwhile", async () => {
    const u = userEvent.setup();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { calls } = stubFetch({
      ...signedIn,
      'GET /api/account': account(),
      'PATCH /api/account/profile': async (_url: URL, body: { displayName: string }) => {
        await gate;
        return { profile: { ...account().profile, displayName: body.displayName } };
      },
    });
    renderScreen(SettingsPage, { path: '/dashboard/settings' });
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Profile Information' })).toBeInTheDocument();
    const name = await screen.findByLabelText('Display Name');
    expect(name).toHaveValue('Jordan Lee');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue(user.email);
    expect(email).toHaveAttribute('readonly');

    await u.clear(name);
    await u.type(name, 'Jordan L.');
    await u.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(screen.getByText('Your settings have been saved successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ displayName: 'Jordan L.' });
  });

  it('shows the profile’s time zone by its current name and saves another one (issue 20 item 12)', async () => {
    const u = userEvent.setup();
    const { calls } = stubFetch({
      ...signedIn,
      'GET /api/account': {
        ...account(),
        profile: { ...account().profile, timeZone: 'Asia/Calcutta' },
      },
      'PATCH /api/account/profile': (_url: URL, body: { timeZone: string }) => ({
        profile: { ...account().profile, timeZone: body.timeZone },
      }),
    });
    renderScreen(SettingsPage, { path: '/dashboard/settings' });
    const zone = await screen.findByLabelText('Your time zone');
    expect(zone).toHaveValue('Asia/Kolkata');
    expect(screen.getByRole('button', { name: 'Save time zone' })).toBeDisabled();
    await u.type(screen.getByLabelText('Search zones by city or offset'), 'lisbon');
    expect(zone).toHaveValue('Europe/Lisbon');
    await u.click(screen.getByRole('button', { name: 'Save time zone' }));
    expect(await screen.findByText('Time zone saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ timeZone: 'Europe/Lisbon' });
  });

  it("toasts 'Error saving profile' when the save fails", async () => {
    const u = userEvent.setup();
    stubFetch({
      ...signedIn,
      'GET /api/account': account(),
      'PATCH /api/account/profile': jsonError(500, { code: 'internal_error', message: 'Oops.' }),
    });
    renderScreen(SettingsPage, { path: '/dashboard/settings' });
    await screen.findByDisplayValue('Jordan Lee');
    await u.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Error saving profile')).toBeInTheDocument();
    expect(screen.getByText('Please try again')).toBeInTheDocument();
  });

  it("toasts 'Error loading profile' when the profile cannot be read", async () => {
    stubFetch({
      ...signedIn,
      'GET /api/account': jsonError(500, { code: 'internal_error', message: 'Oops.' }),
    });
    renderScreen(SettingsPage, { path: '/dashboard/settings' });
    expect(await screen.findByText('Error loading profile')).toBeInTheDocument();
    expect(screen.getByText('Please try again later')).toBeInTheDocument();
  });

  it('changes the password and ends other sessions', async () => {
    const u = userEvent.setup();
    const { calls } = stubFetch({
      ...signedIn,
      'GET /api/account': account(),
      'POST /api/auth/change-password': { token: null, user },
    });
    renderScreen(SettingsPage, { path: '/dashboard/settings' });
    await u.type(screen.getByLabelText('Current password'), 'old-secret');
    await u.type(screen.getByLabelText('New password'), 'new-secret-1');
    await u.type(screen.getByLabelText('Confirm new password'), 'new-secret-2');
    await u.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    await u.clear(screen.getByLabelText('Confirm new password'));
    await u.type(screen.getByLabelText('Confirm new password'), 'new-secret-1');
    await u.click(screen.getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/auth/change-password')?.body).toEqual({
      currentPassword: 'old-secret',
      newPassword: 'new-secret-1',
      revokeOtherSessions: true,
    });
  });

  it('deletes the account after the password is confirmed, then goes home', async () => {
    const u = userEvent.setup();
    let deleted = false;
    const { calls } = stubFetch({
      'GET /api/auth/get-session': () => (deleted ? null : signedIn['GET /api/auth/get-session']),
      'GET /api/account': account(),
      'DELETE /api/account': (_url: URL, body: { password: string }) => {
        if (body.password !== 'right-password')
          return jsonError(403, {
            code: 'invalid_password',
            message: 'The password is not correct.',
          });
        deleted = true;
        return new Response(null, { status: 204 });
      },
      'POST /api/auth/sign-out': jsonError(401, { message: 'No session' }),
    });
    const { router } = renderScreen(SettingsPage, {
      path: '/dashboard/settings',
      others: [{ path: '/', element: <p>home</p> }],
    });
    await u.click(await screen.findByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const password = screen.getByLabelText('Password');
    await u.type(password, 'wrong');
    await u.click(screen.getAllByRole('button', { name: 'Delete Account' }).at(-1)!);
    expect(await screen.findByText('The password is not correct.')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();

    await u.clear(password);
    await u.type(password, 'right-password');
    await u.click(screen.getAllByRole('button', { name: 'Delete Account' }).at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.body)).toEqual([
      { password: 'wrong' },
      { password: 'right-password' },
    ]);
  });

  it('keeps the account and says why when the membership could not be cancelled', async () => {
    const u = userEvent.setup();
    const message =
      'Your account was not deleted: your Pro membership could not be cancelled with our payment provider. Please try again in a few minutes, or cancel it with Manage Membership on the Billing page first.';
    stubFetch({
      ...signedIn,
      'GET /api/account': account({ plan: 'pro' }),
      'DELETE /api/account': jsonError(503, { code: 'subscription_not_cancelled', message }),
    });
    const { router } = renderScreen(SettingsPage, {
      path: '/dashboard/settings',
      others: [{ path: '/', element: <p>home</p> }],
    });
    expect(
      await screen.findByText(
        'This cannot be undone. A Pro membership is cancelled with it, at once.',
      ),
    ).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Delete Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('a Pro membership is cancelled at once');
    await u.type(screen.getByLabelText('Password'), 'right-password');
    await u.click(screen.getAllByRole('button', { name: 'Delete Account' }).at(-1)!);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(dialog).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/settings');
  });
});
