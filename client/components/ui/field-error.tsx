import { CircleAlert } from 'lucide-react';
import { cn } from '../../lib/cn';
import { errorIdFor } from '../../lib/field-errors';

/**
 * A field's error message, under the field, referenced by the field's `aria-describedby` (use
 * `invalidProps(fieldId, message)` from lib/field-errors on the field). Renders nothing without one.
 */
export function FieldError({
  fieldId,
  message,
  className,
}: {
  fieldId: string;
  message: string | undefined;
  className?: string;
}) {
  if (!message) return null;
  return (
    <p
      id={errorIdFor(fieldId)}
      className={cn('flex items-start gap-1.5 text-sm font-medium text-destructive', className)}
    >
      <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <span className="min-w-0 wrap-anywhere">{message}</span>
    </p>
  );
}
