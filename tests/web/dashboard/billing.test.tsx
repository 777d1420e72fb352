import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BillingPage from '#web/routes/dashboard/billing.tsx';
import { stubFetch } from '../render-route.tsx';
import { account, jsonError, plans, renderScreen, signedIn, stubBrowser } from './harness.tsx';

let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  stubBrowser();
  assign = vi.fn();
  // Leaving for the payment provider is a full-page navigation, which jsdom cannot do.
  vi.stubGlobal('location', { ...window.location, assign });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('plan & billing', () => {
  it('with billing off, says every account is on the assigned plan and offers no checkout or portal', async () => {
    stubFetch({
      ...signedIn,
      'GET /api/account': account({ plan: 'pro', billing: 'off', thisMonth: 4 }),
      'GET /api/plans': plans,
    });
    renderScreen(BillingPage, { path: '/dashboard/billing' });
    expect(
      await screen.findByText(
        'Billing is switched off on this Herald: every account is on the Pro Plan, with no payment.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('PRO PLAN')).toBeInTheDocument();
    const pro = await screen.findByRole('group', { name: 'Pro Plan' });
    expect(within(pro).getByText('Current')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage Membership' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade to Pro' })).not.toBeInTheDocument();
  });

  it('shows Basic as current with usage, and upgrades through checkout', async () => {
    const u = userEvent.setup();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    stubFetch({
      ...signedIn,
      'GET /api/account': account({ thisMonth: 3 }),
      'GET /api/plans': plans,
      'POST /api/billing/checkout': async () => {
        await gate;
        return { url: 'https://checkout.example/c/123' };
      },
    });
    renderScreen(BillingPage, { path: '/dashboard/billing' });
    expect(screen.getByRole('heading', { level: 1, name: 'Plan & Billing' })).toBeInTheDocument();
    expect(await screen.findByText('3 / 5')).toBeInTheDocument();
    expect(screen.getByText('BASIC PLAN')).toBeInTheDocument();
    expect(screen.getByText('Messages this month')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Messages used this month' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );

    const basic = await screen.findByRole('group', { name: 'Basic Plan' });
    const pro = screen.getByRole('group', { name: 'Pro Plan' });
    expect(within(basic).getByText('Current')).toBeInTheDocument();
    expect(basic).toHaveClass('ring-2');
    expect(within(pro).queryByText('Current')).not.toBeInTheDocument();
    expect(within(pro).getByText('$14.99')).toBeInTheDocument();
    expect(within(pro).getByText('Unlimited messages')).toBeInTheDocument();
    expect(within(basic).queryByRole('button')).not.toBeInTheDocument();

    await u.click(within(pro).getByRole('button', { name: 'Upgrade to Pro' }));
    expect(await within(pro).findByRole('button', { name: 'Opening checkout...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Checkout')).toBeInTheDocument();
    expect(screen.getByText('Opening checkout page...')).toBeInTheDocument();
    expect(assign).toHaveBeenCalledWith('https://checkout.example/c/123');
  });

  it('shows Pro as current with no limit and opens the customer portal', async () => {
    const u = userEvent.setup();
    stubFetch({
      ...signedIn,
      'GET /api/account': account({ plan: 'pro', thisMonth: 7 }),
      'GET /api/plans': plans,
      'POST /api/billing/portal': { customer_portal_url: 'https://portal.example/session' },
    });
    renderScreen(BillingPage, { path: '/dashboard/billing' });
    expect(await screen.findByText('7 / ∞')).toBeInTheDocument();
    expect(screen.getByText('PRO PLAN')).toBeInTheDocument();
    expect(screen.getByText(/^Renews on /)).toBeInTheDocument();
    const pro = await screen.findByRole('group', { name: 'Pro Plan' });
    expect(within(pro).getByText('Current')).toBeInTheDocument();
    // The description says "Unlimited messages"; the first bullet does not say it again.
    expect(within(pro).getAllByText('Unlimited messages')).toHaveLength(1);
    expect(within(pro).getByText('All templates')).toBeInTheDocument();
    await u.click(within(pro).getByRole('button', { name: 'Manage Membership' }));
    expect(await screen.findByText('Customer Portal')).toBeInTheDocument();
    expect(screen.getByText('Redirecting to customer portal...')).toBeInTheDocument();
    expect(within(pro).getByRole('button', { name: 'Opening Customer Portal...' })).toBeDisabled();
    expect(assign).toHaveBeenCalledWith('https://portal.example/session');
  });

  it("says when a membership ends, and toasts 'Error' when the portal fails", async () => {
    const u = userEvent.setup();
    const pro = account({ plan: 'pro' });
    stubFetch({
      ...signedIn,
      'GET /api/account': {
        ...pro,
        subscription: { ...pro.subscription!, cancelAtPeriodEnd: true },
      },
      'GET /api/plans': plans,
      'POST /api/billing/portal': jsonError(502, {
        code: 'billing_unavailable',
        message: 'Failed to create customer portal session. Please try again.',
      }),
    });
    renderScreen(BillingPage, { path: '/dashboard/billing' });
    expect(await screen.findByText(/^Ends on /)).toBeInTheDocument();
    await u.click(await screen.findByRole('button', { name: 'Manage Membership' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(
      screen.getByText('Failed to create customer portal session. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Manage Membership' })).toBeEnabled();
    expect(assign).not.toHaveBeenCalled();
  });

  it('says to manage the plan when Upgrade is refused because a subscription is active', async () => {
    const u = userEvent.setup();
    stubFetch({
      ...signedIn,
      'GET /api/account': account({ plan: 'basic' }),
      'GET /api/plans': plans,
      'POST /api/billing/checkout': jsonError(409, {
        code: 'already_subscribed',
        message: 'You are already on the Pro plan. Use Manage Membership to change or cancel it.',
      }),
    });
    renderScreen(BillingPage, { path: '/dashboard/billing' });
    await u.click(await screen.findByRole('button', { name: 'Upgrade to Pro' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(
      screen.getByText(
        'You are already on the Pro plan. Use Manage Membership to change or cancel it.',
      ),
    ).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
  });

  it("toasts 'Error loading plan information' and defaults the badge to BASIC PLAN", async () => {
    stubFetch({
      ...signedIn,
      'GET /api/account': jsonError(500, { code: 'internal_error', message: 'Oops.' }),
      'GET /api/plans': plans,
    });
    renderScreen(BillingPage, { path: '/dashboard/billing' });
    expect(await screen.findByText('Error loading plan information')).toBeInTheDocument();
    expect(screen.getByText('Please try again later')).toBeInTheDocument();
    expect(screen.getByText('BASIC PLAN')).toBeInTheDocument();
  });
});
