import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '#web/components/ui/toaster.tsx';
import PeoplePage from '#web/routes/dashboard/people.tsx';
import { jsonError, renderScreen, signedIn, stubBrowser } from '../dashboard/harness.tsx';
import { stubFetch } from '../render-route.tsx';

beforeEach(() => {
  stubBrowser();
  toast.dismiss();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const person = (id: number, overrides: Record<string, unknown> = {}) => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  name: `Person ${id}`,
  preferredName: null,
  workEmail: `p${id}@example.com`,
  employeeId: null,
  role: null,
  team: null,
  managerName: null,
  managerEmail: null,
  location: null,
  timeZone: null,
  startDate: '2027-01-04',
  previousCompany: null,
  expertise: null,
  funFact: null,
  hobbies: null,
  doNotAnnounce: false,
  previousRole: null,
  roleChangedOn: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

function render(routes: Record<string, unknown>) {
  const stub = stubFetch({ ...signedIn, ...routes });
  return { ...stub, ...renderScreen(PeoplePage, { path: '/dashboard/people' }) };
}

describe('People screen', () => {
  it('lists upcoming joiners by start date; a member sees no way to change them', async () => {
    render({
      'GET /api/people': {
        items: [
          person(1, {
            name: 'Zoë Ångström',
            preferredName: 'Zo',
            role: 'Engineer',
            team: 'Platform',
            location: 'Berlin',
            doNotAnnounce: true,
          }),
          person(2, {
            startDate: '2027-02-01',
            updatedAt: '2026-11-25T15:00:00.000Z',
            role: 'Staff Engineer',
            previousRole: 'Senior Engineer',
            roleChangedOn: '2027-03-01',
          }),
        ],
        next: null,
        canManage: false,
      },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'People' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'People' });
    const [zoe, second] = within(list).getAllByRole('listitem');
    expect(zoe).toHaveTextContent('Zoë Ångström (Zo)');
    expect(zoe).toHaveTextContent('Starts Mon, Jan 4, 2027 · Engineer · Platform · Berlin');
    expect(within(zoe!).getByText('Don’t announce')).toBeInTheDocument();
    expect(second).toHaveTextContent('Starts Mon, Feb 1, 2027 · Staff Engineer');
    // A role change (ADR 052) says from what and since when; no change, no line.
    expect(second).toHaveTextContent(
      'New role: Staff Engineer, was Senior Engineer (from Mon, Mar 1, 2027)',
    );
    expect(zoe).not.toHaveTextContent('New role');
    // What changed since it was added says so; what did not, does not.
    expect(second).toHaveTextContent('p2@example.com · Changed Nov 25, 2026');
    expect(zoe).not.toHaveTextContent('Changed');
    expect(screen.queryByRole('button', { name: 'Add person' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it('shows Basic the feature locked, with the way to Pro', async () => {
    const { calls } = render({
      'GET /api/people': jsonError(403, {
        code: 'plan_required',
        message: 'People and spreadsheet imports are part of the Pro plan. Upgrade to use them.',
      }),
    });
    expect(await screen.findByText('People is part of the Pro plan.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute(
      'href',
      '/dashboard/billing',
    );
    // Refused once, not retried.
    expect(calls.filter((c) => c.path === '/api/people')).toHaveLength(1);
  });

  it('adds a person by hand, checked by the same rules as the API', async () => {
    const stored = [person(1)];
    const { calls } = render({
      'GET /api/people': () => ({ items: stored, next: null, canManage: true }),
      'POST /api/people': (_url: URL, body: Record<string, unknown>) => {
        const created = person(2, body);
        stored.push(created);
        return Response.json({ person: created }, { status: 201 });
      },
    });
    await screen.findByRole('list', { name: 'People' });
    await userEvent.click(screen.getByRole('button', { name: 'Add person' }));
    const form = screen.getByRole('form', { name: 'Add a person' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add person' }));
    expect(await within(form).findByText('A name is needed.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(within(form).getByLabelText('Name'), 'Grace Hopper');
    await userEvent.type(within(form).getByLabelText('Work e-mail'), 'grace@example.com');
    await userEvent.type(within(form).getByLabelText('Start date'), '2027-03-01');
    await userEvent.selectOptions(within(form).getByLabelText(/Time zone/), 'America/New_York');
    await userEvent.click(
      within(form).getByRole('checkbox', { name: 'Don’t announce this person' }),
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Add person' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      name: 'Grace Hopper',
      preferredName: null,
      workEmail: 'grace@example.com',
      employeeId: null,
      role: null,
      team: null,
      managerName: null,
      managerEmail: null,
      location: null,
      timeZone: 'America/New_York',
      startDate: '2027-03-01',
      previousCompany: null,
      expertise: null,
      funFact: null,
      hobbies: null,
      doNotAnnounce: true,
    });
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a person' })).not.toBeInTheDocument();
  });
});

const CSV = 'Full name;Email;Start;Zone\nAda;ada@example.com;03/04/2027;Europe/London\n';

describe('import preview', () => {
  it('proposes columns, asks for the date format, and imports with the user’s choices', async () => {
    const preview = (
      _url: URL,
      body: { dateFormat: string; mapping?: Record<string, number | null> },
    ) => ({
      delimiter: ';',
      headers: ['Full name', 'Email', 'Start', 'Zone'],
      mapping: {
        name: 0,
        preferredName: null,
        workEmail: 1,
        employeeId: null,
        role: null,
        team: null,
        managerName: null,
        managerEmail: null,
        location: null,
        timeZone: 3,
        startDate: 2,
        previousCompany: null,
        expertise: null,
        funFact: null,
        hobbies: null,
        doNotAnnounce: null,
        ...body.mapping,
      },
      sample: [['Ada', 'ada@example.com', '03/04/2027', 'Europe/London']],
      total: 1,
      valid: body.dateFormat === 'auto' ? 0 : 1,
      ambiguousDates: body.dateFormat === 'auto',
      problems:
        body.dateFormat === 'auto'
          ? [
              {
                row: 2,
                message:
                  'Row 2: the start date “03/04/2027” could be day-first or month-first: choose the date format.',
              },
            ]
          : [],
      problemCount: body.dateFormat === 'auto' ? 1 : 0,
    });
    const { calls } = render({
      'GET /api/people': { items: [], next: null, canManage: true },
      'POST /api/people/import/preview': preview,
      'POST /api/people/import': {
        added: 1,
        updated: 0,
        unchanged: 0,
        problems: [],
        problemCount: 0,
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Import' }));
    const panel = screen.getByRole('region', { name: 'Import from a spreadsheet' });
    await userEvent.upload(
      within(panel).getByLabelText('Spreadsheet (CSV)'),
      new File([CSV], 'joiners.csv', { type: 'text/csv' }),
    );

    expect(
      await within(panel).findByText(
        'joiners.csv: 1 row, separated by semicolons; 0 rows ready to import.',
      ),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/people/import/preview')!.body).toEqual({
      csv: CSV,
      dateFormat: 'auto',
    });
    expect(within(panel).getByLabelText('Name')).toHaveValue('0');
    expect(within(panel).getByLabelText('Start date')).toHaveValue('2');
    expect(within(panel).getByLabelText('Role')).toHaveValue('');
    expect(
      within(panel).getByText(
        'Row 2: the start date “03/04/2027” could be day-first or month-first: choose the date format.',
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByText(/Some dates read two ways/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Import 0 people' })).toBeDisabled();

    await userEvent.selectOptions(within(panel).getByLabelText('Date format'), 'dmy');
    await userEvent.selectOptions(within(panel).getByLabelText('Location'), '3');
    const importButton = await within(panel).findByRole('button', { name: 'Import 1 person' });
    const previews = calls.filter((c) => c.path === '/api/people/import/preview');
    expect(previews.at(-1)!.body).toMatchObject({
      dateFormat: 'dmy',
      mapping: { location: 3, startDate: 2 },
    });

    await userEvent.click(importButton);
    expect(
      await within(panel).findByText('Imported: 1 added, 0 updated, 0 unchanged.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/people/import')!.body).toMatchObject({
      csv: CSV,
      dateFormat: 'dmy',
      mapping: { name: 0, workEmail: 1, startDate: 2, timeZone: 3, location: 3 },
    });
  });

  it('refuses a file over the size limit before sending it', async () => {
    const { calls } = render({ 'GET /api/people': { items: [], next: null, canManage: true } });
    await userEvent.click(await screen.findByRole('button', { name: 'Import' }));
    const big = new File(['x'.repeat(2 * 1024 * 1024 + 1)], 'big.csv', { type: 'text/csv' });
    await userEvent.upload(screen.getByLabelText('Spreadsheet (CSV)'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is larger than 2 MB. Split it into smaller files and import them one after the other.',
    );
    expect(calls.some((c) => c.path.startsWith('/api/people/import'))).toBe(false);
  });
});
