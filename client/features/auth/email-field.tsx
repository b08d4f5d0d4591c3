import { Input } from '../../components/ui/input';
import { Field } from '../../components/ui/field';
import { invalidProps } from '../../lib/field-errors';
import { useLingui } from '@lingui/react/macro';

/** The email field of the sign-in, sign-up and forgot-password forms: labelled, no autocorrect. */
export function EmailField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** The field's error, shown under it and announced with it (decision 167). */
  error?: string | undefined;
}) {
  const { t } = useLingui();
  return (
    <Field id={id} label={t`Email`} error={error}>
      <Input
        id={id}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="you@example.com"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...invalidProps(id, error)}
      />
    </Field>
  );
}
