import { useLingui } from '@lingui/react/macro';
import { skipLinkClasses } from './skip-link-classes';

/** Lets keyboard users jump past the header straight to the screen's content. */
export function SkipLink() {
  const { t } = useLingui();
  return (
    <a href="#main" className={skipLinkClasses}>
      {t`Skip to content`}
    </a>
  );
}
