import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export const fieldClasses =
  'w-full rounded-xl border border-input bg-surface px-3.5 text-base text-foreground shadow-sm ' +
  'placeholder:text-muted-foreground/80 transition-colors ' +
  'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring ' +
  'disabled:cursor-not-allowed disabled:opacity-60 read-only:bg-surface-muted read-only:text-muted-foreground ' +
  'aria-invalid:border-destructive';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, type = 'text', ...rest },
  ref,
) {
  return <input ref={ref} type={type} className={cn(fieldClasses, 'h-12', className)} {...rest} />;
});
