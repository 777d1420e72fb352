import { describe, expect, it } from 'vitest';
import { cn } from '#web/lib/cn.ts';

// Every class list the components produced in the web tests where a later class overrode an
// earlier one, with what tailwind-merge (which cn replaced, ADR 030) answered for it.
const MERGED: [string, string][] = [
  [
    'absolute inset-x-0 top-full border-b bg-background px-4 pt-2 pb-4 shadow-lg md:static md:flex md:flex-1 md:items-center md:justify-between md:border-0 md:bg-transparent md:p-0 md:shadow-none hidden md:flex',
    'absolute inset-x-0 top-full border-b bg-background px-4 pt-2 pb-4 shadow-lg md:static md:flex-1 md:items-center md:justify-between md:border-0 md:bg-transparent md:p-0 md:shadow-none hidden md:flex',
  ],
  [
    'animate-pulse rounded-md bg-muted h-5 w-20 rounded-full',
    'animate-pulse bg-muted h-5 w-20 rounded-full',
  ],
  [
    'animate-pulse rounded-md bg-muted h-5 w-28 rounded-full',
    'animate-pulse bg-muted h-5 w-28 rounded-full',
  ],
  [
    'animate-pulse rounded-md bg-muted h-[72px] w-full rounded-lg',
    'animate-pulse bg-muted h-[72px] w-full rounded-lg',
  ],
  [
    'block rounded-md px-3 py-3 text-base font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground md:py-2 md:text-sm text-foreground',
    'block rounded-md px-3 py-3 text-base font-medium transition-colors hover:bg-muted hover:text-foreground md:py-2 md:text-sm text-foreground',
  ],
  [
    'flex flex-col gap-1.5 p-6 flex-row flex-wrap items-start justify-between gap-3',
    'flex p-6 flex-row flex-wrap items-start justify-between gap-3',
  ],
  [
    'flex flex-col gap-1.5 p-6 flex-row items-start justify-between gap-4',
    'flex p-6 flex-row items-start justify-between gap-4',
  ],
  ['flex flex-col gap-1.5 p-6 items-center gap-3', 'flex flex-col p-6 items-center gap-3'],
  [
    'flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-base shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm bg-muted text-muted-foreground',
    'flex h-10 w-full rounded-md border border-input px-3 py-2 text-base shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm bg-muted text-muted-foreground',
  ],
  [
    'flex w-full items-baseline justify-between gap-2 text-sm leading-none font-medium float-left w-auto',
    'flex items-baseline justify-between gap-2 text-sm leading-none font-medium float-left w-auto',
  ],
  [
    'grid flex-1 grid-cols-1 gap-x-2 gap-y-3 grid-cols-2',
    'grid flex-1 gap-x-2 gap-y-3 grid-cols-2',
  ],
  [
    'grid flex-1 grid-cols-1 gap-x-2 gap-y-3 grid-cols-3',
    'grid flex-1 gap-x-2 gap-y-3 grid-cols-3',
  ],
  [
    'group relative flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground aria-[current=page]:hover:bg-secondary justify-center px-0',
    'group relative flex h-10 items-center gap-3 rounded-md text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground aria-[current=page]:hover:bg-secondary justify-center px-0',
  ],
  [
    'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap border-transparent bg-primary text-primary-foreground gap-1 bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
    'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap border-transparent gap-1 bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  ],
  [
    'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap border-transparent bg-primary text-primary-foreground gap-1 bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
    'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap border-transparent gap-1 bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  ],
  [
    'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap border-transparent bg-primary text-primary-foreground gap-1 bg-muted text-muted-foreground',
    'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap border-transparent gap-1 bg-muted text-muted-foreground',
  ],
  [
    'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap border-transparent bg-primary text-primary-foreground gap-1 bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
    'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap border-transparent gap-1 bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  ],
  [
    'inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap border-transparent bg-primary text-primary-foreground gap-1 bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
    'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap border-transparent gap-1 bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  ],
  [
    'inline-flex rounded-lg border border-border bg-muted/60 p-0.5 col-span-2 mb-1 flex md:mr-1 md:mb-0 md:inline-flex',
    'rounded-lg border border-border bg-muted/60 p-0.5 col-span-2 mb-1 flex md:mr-1 md:mb-0 md:inline-flex',
  ],
  [
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 bg-primary text-primary-foreground shadow-sm hover:bg-primary/90 h-11 rounded-md px-6 text-base',
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 bg-primary text-primary-foreground shadow-sm hover:bg-primary/90 h-11 rounded-md px-6 text-base',
  ],
  [
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 bg-primary text-primary-foreground shadow-sm hover:bg-primary/90 h-11 rounded-md px-6 text-base mt-2 w-full',
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 bg-primary text-primary-foreground shadow-sm hover:bg-primary/90 h-11 rounded-md px-6 text-base mt-2 w-full',
  ],
  [
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 bg-primary text-primary-foreground shadow-sm hover:bg-primary/90 h-9 rounded-md px-3',
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 bg-primary text-primary-foreground shadow-sm hover:bg-primary/90 h-9 rounded-md px-3',
  ],
  [
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 bg-secondary text-secondary-foreground hover:bg-secondary/80 h-9 rounded-md px-3',
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 bg-secondary text-secondary-foreground hover:bg-secondary/80 h-9 rounded-md px-3',
  ],
  [
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 border border-input bg-card shadow-xs hover:bg-muted h-9 rounded-md px-3',
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 border border-input bg-card shadow-xs hover:bg-muted h-9 rounded-md px-3',
  ],
  [
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 border border-input bg-card shadow-xs hover:bg-muted h-9 rounded-md px-3 -ml-px rounded-l-none px-2',
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 border border-input bg-card shadow-xs hover:bg-muted h-9 rounded-md -ml-px rounded-l-none px-2',
  ],
  [
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 border border-input bg-card shadow-xs hover:bg-muted h-9 rounded-md px-3 min-w-9 tabular-nums',
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 border border-input bg-card shadow-xs hover:bg-muted h-9 rounded-md px-3 min-w-9 tabular-nums',
  ],
  [
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 border border-input bg-card shadow-xs hover:bg-muted h-9 rounded-md px-3 rounded-r-none',
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 border border-input bg-card shadow-xs hover:bg-muted h-9 rounded-md px-3 rounded-r-none',
  ],
  [
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 hover:bg-muted h-10 px-4 py-2 w-full justify-start text-muted-foreground',
    'inline-flex shrink-0 items-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 hover:bg-muted h-10 px-4 py-2 w-full justify-start text-muted-foreground',
  ],
  [
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 hover:bg-muted h-9 rounded-md px-3',
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 hover:bg-muted h-9 rounded-md px-3',
  ],
  [
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 hover:bg-muted h-9 rounded-md px-3 -mx-2 justify-self-start text-primary',
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 hover:bg-muted h-9 rounded-md px-3 -mx-2 justify-self-start text-primary',
  ],
  [
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 hover:bg-muted h-9 rounded-md px-3 min-w-9 tabular-nums',
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 hover:bg-muted h-9 rounded-md px-3 min-w-9 tabular-nums',
  ],
  [
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 hover:bg-muted size-10 size-8',
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 hover:bg-muted size-8',
  ],
  [
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 hover:bg-muted size-10 size-9',
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 hover:bg-muted size-9',
  ],
  [
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 hover:bg-muted size-10 size-9 text-muted-foreground',
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 hover:bg-muted size-9 text-muted-foreground',
  ],
  [
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 hover:bg-muted size-10 size-9 text-muted-foreground hover:text-destructive',
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 hover:bg-muted size-9 text-muted-foreground hover:text-destructive',
  ],
  [
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 text-primary underline-offset-4 hover:underline h-9 rounded-md px-3 h-auto justify-self-start p-0',
    'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 text-primary underline-offset-4 hover:underline rounded-md h-auto justify-self-start p-0',
  ],
  [
    'relative flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border bg-card px-3 py-1.5 text-sm leading-tight font-medium transition-colors select-none hover:border-primary/50 has-checked:border-primary has-checked:bg-secondary has-checked:text-secondary-foreground has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring has-disabled:cursor-not-allowed has-disabled:border-dashed has-disabled:bg-muted/60 has-disabled:text-muted-foreground has-disabled:hover:border-border justify-center px-2 text-center has-checked:ring-1 has-checked:ring-primary',
    'relative flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border bg-card py-1.5 text-sm leading-tight font-medium transition-colors select-none hover:border-primary/50 has-checked:border-primary has-checked:bg-secondary has-checked:text-secondary-foreground has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring has-disabled:cursor-not-allowed has-disabled:border-dashed has-disabled:bg-muted/60 has-disabled:text-muted-foreground has-disabled:hover:border-border justify-center px-2 text-center has-checked:ring-1 has-checked:ring-primary',
  ],
  ['size-6 animate-spin text-primary size-8', 'animate-spin text-primary size-8'],
  ['size-8 shrink-0 size-7', 'shrink-0 size-7'],
];

describe('cn', () => {
  it.each(MERGED)('merges %j as tailwind-merge did', (input, expected) => {
    expect(cn(input)).toBe(expected);
  });

  it('lets a caller override a component by family, variants apart, and keeps the rest', () => {
    expect(cn('h-10 px-4 text-sm hover:bg-muted', 'h-12 px-7', false, undefined)).toBe(
      'text-sm hover:bg-muted h-12 px-7',
    );
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('size-8', 'w-4')).toBe('size-8 w-4');
    expect(cn('w-4 h-4', 'size-8')).toBe('size-8');
    expect(cn('text-sm text-muted-foreground', 'text-primary')).toBe('text-sm text-primary');
    expect(cn('md:h-9 h-10', 'h-12')).toBe('md:h-9 h-12');
    expect(cn('unknown-a unknown-a', 'custom')).toBe('unknown-a unknown-a custom');
    expect(cn('bg-[url(x.svg)] bg-card', 'bg-muted')).toBe('bg-[url(x.svg)] bg-muted');
  });
});
