import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LoadError } from '#web/components/load-error.tsx';

describe('LoadError', () => {
  it('announces what failed and retries once per click', async () => {
    const u = userEvent.setup();
    let retries = 0;
    render(<LoadError what="We couldn’t load your messages." onRetry={() => retries++} />);
    expect(screen.getByRole('alert')).toHaveTextContent('We couldn’t load your messages.');
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    await u.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retries).toBe(2);
  });
});
