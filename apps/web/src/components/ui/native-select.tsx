import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { fieldClasses } from './input';

/** The browser's own select (its phone pickers are the most usable), styled like an input. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select data-slot="select" className={cn(fieldClasses, 'h-10 py-2', className)} {...props} />;
}
