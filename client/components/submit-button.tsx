import { Button } from './ui/button';

/** A form's full-width submit button; while `busy` it spins and says `busyLabel` instead of `label`. */
export function SubmitButton({
  label,
  busyLabel,
  busy,
  disabled,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  disabled?: boolean;
}) {
  return (
    <Button type="submit" size="lg" block loading={busy} disabled={disabled}>
      {busy ? busyLabel : label}
    </Button>
  );
}
