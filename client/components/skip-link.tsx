import { useLingui } from '@lingui/react/macro';

/** Lets keyboard users jump past the header straight to the screen's content. */
export function SkipLink() {
  const { t } = useLingui();
  return (
    <a
      href="#main"
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:start-3 focus:z-[200] focus:rounded-xl focus:bg-surface focus:px-4 focus:py-3 focus:shadow-lg"
    >
      {t`Skip to content`}
    </a>
  );
}
