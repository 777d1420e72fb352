import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return (
    <label
      className={cn('text-sm leading-none font-medium peer-disabled:opacity-70', className)}
      {...props}
    />
  );
}
