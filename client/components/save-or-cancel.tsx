import { Link } from 'react-router';
import { cn } from '../lib/cn';
import { SubmitButton } from './submit-button';
import { buttonClasses } from './ui/button';
import { Trans, useLingui } from '@lingui/react/macro';

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
  const { t } = useLingui();
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <SubmitButton label={label} busyLabel={t`Saving...`} busy={saving} disabled={disabled} />
      <Link to={cancelTo} className={buttonClasses({ variant: 'ghost', size: 'lg', block: true })}>
        <Trans>Cancel</Trans>
      </Link>
    </div>
  );
}
