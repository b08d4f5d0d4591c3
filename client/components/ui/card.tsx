import type { HTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

const paddings = { none: '', sm: 'p-4', md: 'p-5', lg: 'p-6' } as const;

export interface CardProps extends HTMLAttributes<HTMLDivElement> {
  /** Inner spacing (default md); 'none' for lists whose rows bring their own. */
  padding?: keyof typeof paddings;
}

export function Card({ className, padding = 'md', ...rest }: CardProps) {
  return (
    <div
      className={cn(
        'rounded-2xl border border-border bg-surface shadow-sm shadow-black/[0.03]',
        paddings[padding],
        className,
      )}
      {...rest}
    />
  );
}

export function CardTitle({ className, ...rest }: HTMLAttributes<HTMLHeadingElement>) {
  return <h2 className={cn('text-lg font-semibold tracking-tight', className)} {...rest} />;
}

export function CardDescription({ className, ...rest }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...rest} />;
}
