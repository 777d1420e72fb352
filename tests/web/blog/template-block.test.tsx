import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { COPIED_MS, TemplateBlock } from '#web/features/blog/template-block.tsx';

const TEXT = 'Please welcome [Name] to the [Team] team!\n\nWelcome, [Name].';
let writeText: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  writeText = vi.fn(async () => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => {
  vi.useRealTimers();
});

/** Lets the clipboard promise, the lazily imported toaster and React settle. */
async function settle() {
  for (let i = 0; i < 10; i++) await act(() => vi.advanceTimersByTimeAsync(1));
}

function renderBlock(feedback: 'label' | 'icon') {
  render(
    <>
      <TemplateBlock title="The Warm Email Welcome" text={TEXT} feedback={feedback} />
      <Toaster />
    </>,
  );
}

describe('article template copy button', () => {
  it("says 'Copied!' for 2 seconds in the examples article", async () => {
    expect(COPIED_MS).toBe(2000);
    renderBlock('label');
    const button = screen.getByRole('button', { name: 'Copy template: The Warm Email Welcome' });
    expect(screen.getByText(/Please welcome \[Name\]/)).toBeInTheDocument();

    fireEvent.click(button);
    await settle();

    expect(writeText).toHaveBeenCalledWith(TEXT);
    expect(button).toHaveTextContent('Copied!');
    expect(screen.getByText('Copied to clipboard!')).toBeInTheDocument();
    expect(screen.getByText('You can now paste this example anywhere.')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(COPIED_MS - 100));
    expect(button).toHaveTextContent('Copied!');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(button).toHaveTextContent('Copy');
    expect(button).not.toHaveTextContent('Copied!');
  });

  it('shows a checkmark for 2 seconds in the AI guide and remote-team articles', async () => {
    renderBlock('icon');
    const button = screen.getByRole('button', { name: 'Copy template: The Warm Email Welcome' });
    expect(button.querySelector('svg.lucide-copy')).not.toBeNull();

    fireEvent.click(button);
    await settle();

    expect(button.querySelector('svg.lucide-check')).not.toBeNull();
    expect(button).toHaveAccessibleName('Copied');
    expect(button).not.toHaveTextContent('Copied!');

    await act(() => vi.advanceTimersByTimeAsync(COPIED_MS));
    expect(button.querySelector('svg.lucide-copy')).not.toBeNull();
    expect(button).toHaveAccessibleName('Copy template: The Warm Email Welcome');
  });

  it('asks the reader to copy by hand when the clipboard refuses', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    renderBlock('label');
    const button = screen.getByRole('button', { name: 'Copy template: The Warm Email Welcome' });

    fireEvent.click(button);
    await settle();

    expect(screen.getByText('Failed to copy')).toBeInTheDocument();
    expect(
      screen.getByText('Please try selecting and copying the text manually.'),
    ).toBeInTheDocument();
    expect(button).toHaveTextContent('Copy');
    expect(button).not.toHaveTextContent('Copied!');
  });
});
