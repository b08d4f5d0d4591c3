import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';

/** The email field of the sign-in, sign-up and forgot-password forms: labelled, no autocorrect. */
export function EmailField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>Email</Label>
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
      />
    </div>
  );
}
