import type { LabelHTMLAttributes, ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A form field's frame: the label above its control (`children`, with `id={id}`). `Field` composes it
 * with the length counter and the field's error; a control that has neither (the profile's selects)
 * uses it alone, so its screen does not load their chunks (decisions 530, 517).
 */
export function FieldFrame({
  id,
  label,
  className = 'space-y-2',
  children,
}: {
  id: string;
  label: ReactNode;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/**
 * A form label. It lives beside the frame so the two are one chunk, not two requests for every screen
 * with a field (decision 517).
 */
export function Label({ className, ...rest }: LabelHTMLAttributes<HTMLLabelElement>) {
  return <label className={cn('text-sm font-medium text-foreground', className)} {...rest} />;
}
