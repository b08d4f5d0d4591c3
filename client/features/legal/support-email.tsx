import { Trans } from '@lingui/react/macro';
import { usePublicConfig } from '../../api/config';

/** The configured support address as a mailto link (from `/api/config`). */
export function SupportEmailLink({ subject }: { subject?: string }) {
  const { data } = usePublicConfig();
  if (!data)
    return (
      <span>
        <Trans>our support address</Trans>
      </span>
    );
  const href = `mailto:${data.supportEmail}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
  return (
    <a href={href} className="font-medium text-primary underline underline-offset-2 break-words">
      {data.supportEmail}
    </a>
  );
}
