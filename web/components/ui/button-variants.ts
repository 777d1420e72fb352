// Button's look without the component: on every public page's first paint, so it carries no
// variant library and no class merging (issue 23 item 4, ADRs 030 and 050). Public first-paint
// elements (site header, hero, article call to action) style a plain <button> or <Link> with
// it; a size that needs another height or padding is a size here, never an override that
// would need merging.
const BASE =
  'inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0';
const VARIANTS = {
  default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary/90',
  destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
  outline: 'border border-input bg-card shadow-xs hover:bg-muted',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
  ghost: 'hover:bg-muted',
  link: 'text-primary underline-offset-4 hover:underline',
  accent: 'bg-accent text-accent-foreground shadow-sm hover:bg-accent/90',
};
const SIZES = {
  default: 'h-10 px-4 py-2',
  sm: 'h-9 rounded-md px-3',
  lg: 'h-11 rounded-md px-6 text-base',
  // The landing hero's calls to action.
  xl: 'h-12 rounded-md px-7 text-base',
  icon: 'size-10',
};

export interface ButtonVariants {
  variant?: keyof typeof VARIANTS | null;
  size?: keyof typeof SIZES | null;
  /** Appended as is, not merged: it must not restate a family the variant or size sets. */
  className?: string;
}

/** Button's classes, for elements styled as one: base, variant, size, then `className`. */
export function buttonVariants({ variant, size, className }: ButtonVariants = {}): string {
  return [BASE, VARIANTS[variant ?? 'default'], SIZES[size ?? 'default'], className]
    .filter(Boolean)
    .join(' ');
}
