import { cloneElement, isValidElement, type ComponentProps, type ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';
import { buttonVariants, type ButtonVariants } from './button-variants.ts';

// Button (cn and asChild) is for the signed-in app, the auth forms and code that loads after a
// public page's first paint; that first paint uses buttonVariants on plain elements (ADR 050).

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
