import type { ReactNode } from 'react';
import { LengthCounter } from '../length-counter';
import { FieldError } from './field-error';
import { FieldFrame } from './field-frame';

/**
 * One form field as every form lays it out: the label above, the control (`children`, with
 * `id={id}` and `invalidProps(id, error, …)`), the length counter of a limited text when `counted`
 * is given (decision 260), then the field's error (decision 167). The label and the control are
 * `FieldFrame`'s, which a control without counter or error uses alone (decision 517).
 */
export function Field({
  id,
  label,
  error,
  counted,
  className,
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
    <FieldFrame id={id} label={label} className={className}>
      {children}
      {counted && <LengthCounter fieldId={id} value={counted.value} max={counted.max} />}
      <FieldError fieldId={id} message={error} />
    </FieldFrame>
  );
}
