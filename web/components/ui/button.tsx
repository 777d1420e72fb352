import { cloneElement, isValidElement, type ComponentProps, type ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

// Button is on every public page's first paint, so it carries no variant library and no
// Radix Slot (issue 23 item 4, ADR 030): the same classes and the same asChild behaviour, by
// hand.
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
  icon: 'size-10',
};

interface ButtonVariants {
  variant?: keyof typeof VARIANTS | null;
  size?: keyof typeof SIZES | null;
  className?: string;
}

/** Button's classes, for elements styled as one: base, variant, size, then `className`. */
export function buttonVariants({ variant, size, className }: ButtonVariants = {}): string {
  return [BASE, VARIANTS[variant ?? 'default'], SIZES[size ?? 'default'], className]
    .filter(Boolean)
    .join(' ');
}

/** Renders its one child element with the slot's props merged in (Radix Slot's rules). */
function Slot({ children, ...props }: ComponentProps<'button'> & { children?: ReactNode }) {
  if (!isValidElement<Record<string, unknown>>(children)) return null;
  const own = children.props;
  const merged: Record<string, unknown> = { ...props, ...own };
  for (const [key, slotValue] of Object.entries(props)) {
    const childValue = own[key];
    if (/^on[A-Z]/.test(key) && typeof slotValue === 'function' && typeof childValue === 'function')
      merged[key] = (...args: unknown[]) => {
        (childValue as (...a: unknown[]) => unknown)(...args);
        (slotValue as (...a: unknown[]) => unknown)(...args);
      };
    else if (key === 'className')
      merged.className = [slotValue, childValue].filter(Boolean).join(' ');
    else if (key === 'style')
      merged.style = { ...(slotValue as object), ...(childValue as object) };
  }
  return cloneElement(children, merged);
}

export interface ButtonProps extends ComponentProps<'button'>, Omit<ButtonVariants, 'className'> {
  /** Render the child element (e.g. a Link) with button styles. */
  asChild?: boolean;
}

export function Button({ className, variant, size, asChild, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      className={cn(buttonVariants({ variant, size }), className)}
      type={asChild ? undefined : (type ?? 'button')}
      {...props}
    />
  );
}
