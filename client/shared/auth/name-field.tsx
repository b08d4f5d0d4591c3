import type { ReactNode } from 'react';
import { NAME_MAX } from '../../../core/limits';
import { shownCounterId } from '../../components/length-counter';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { invalidProps } from '../../lib/field-errors';

/** The person's name on the sign-up and edit-profile forms: counted against NAME_MAX, never cut (decision 260). */
export function NameField({
  id,
  label,
  value,
  error,
  onChange,
  placeholder,
}: {
  id: string;
  label: ReactNode;
  value: string;
  /** The field's error, shown under it and announced with it (decision 167). */
  error: string | undefined;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  return (
    <Field id={id} label={label} error={error} counted={{ value, max: NAME_MAX }}>
      <Input
        id={id}
        autoComplete="name"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...invalidProps(id, error, shownCounterId(id, value, NAME_MAX))}
      />
    </Field>
  );
}
