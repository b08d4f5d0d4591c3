import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { Button, buttonClasses } from './ui/button';

/** A form's last row: its submit button ("Saving..." while `saving`) and a Cancel link back to `cancelTo`. */
export function SaveOrCancel({
  label,
  saving,
  disabled,
  cancelTo,
  className,
}: {
  label: string;
  saving: boolean;
  disabled?: boolean;
  cancelTo: string;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Button type="submit" size="lg" block loading={saving} disabled={disabled}>
        {saving ? 'Saving...' : label}
      </Button>
      <Link to={cancelTo} className={buttonClasses({ variant: 'ghost', size: 'lg', block: true })}>
        Cancel
      </Link>
    </div>
  );
}
