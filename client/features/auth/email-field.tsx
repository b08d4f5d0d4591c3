import { FieldError } from '../../components/ui/field-error';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
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
    <div className="space-y-2">
      <Label htmlFor={id}>{t`Email`}</Label>
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
      <FieldError fieldId={id} message={error} />
    </div>
  );
}
