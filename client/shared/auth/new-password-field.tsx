import { PasswordField } from './password-field';
import { PasswordStrengthMeter } from './password-strength-meter';

/**
 * A new password (sign-up, reset, change): the password field with its strength meter under it, the
 * meter's id (`<id>-strength`) describing the field. `email` and `name` make the meter refuse a password
 * built from them, as the server does.
 */
export function NewPasswordField({
  id,
  label,
  value,
  error,
  onChange,
  email,
  name,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  email?: string | null;
  name?: string | null;
}) {
  const strengthId = `${id}-strength`;
  return (
    <div className="space-y-2.5">
      <PasswordField
        id={id}
        label={label}
        autoComplete="new-password"
        aria-describedby={strengthId}
        value={value}
        error={error}
        onChange={onChange}
      />
      <PasswordStrengthMeter id={strengthId} password={value} email={email} name={name} />
    </div>
  );
}
