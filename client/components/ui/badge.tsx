import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export type BadgeVariant = 'neutral' | 'primary' | 'accent' | 'destructive' | 'outline';

const variants: Record<BadgeVariant, string> = {
  neutral: 'bg-surface-muted text-foreground',
  primary: 'bg-primary-soft text-primary-soft-foreground',
  accent: 'bg-accent text-accent-foreground',
  destructive: 'bg-destructive-soft text-destructive-soft-foreground',
  outline: 'border border-border text-foreground',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'neutral', className, ...rest }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        variants[variant],
        className,
      )}
      {...rest}
    />
  );
}
