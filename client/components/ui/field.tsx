import type { ReactNode } from 'react';
import { LengthCounter } from '../length-counter';
import { FieldError } from './field-error';
import { Label } from './label';

/**
 * One form field as every form lays it out: the label above, the control (`children`, with
 * `id={id}` and `invalidProps(id, error, …)`), the length counter of a limited text when `counted`
 * is given (decision 260), then the field's error (decision 167).
 */
export function Field({
  id,
  label,
  error,
  counted,
  className = 'space-y-2',
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  counted?: { value: string; max: number };
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {counted && <LengthCounter fieldId={id} value={counted.value} max={counted.max} />}
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
