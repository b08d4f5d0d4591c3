import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { PageHeader } from '../../components/ui/page-header';
import { useDocumentTitle } from '../../lib/document-title';
import { intlLocale } from '../../lib/i18n';
import { hasSession } from '../../lib/session';
import { SupportEmailLink } from './support-email';

/**
 * The frame of the static pages: a back link (to Profile when signed in, else the start page). The
 * privacy policy and the terms are legal texts, shown in English in every language (decision 446):
 * their frame — title, date, back link — is in the reader's language, with a sentence saying the text
 * below is the English one; the text itself is marked `lang="en" dir="ltr"`.
 */
export function LegalPage({
  title,
  meta,
  englishText = false,
  children,
}: {
  title: string;
  meta?: ReactNode;
  /** The page is a legal text kept in English (decision 446). */
  englishText?: boolean;
  children: ReactNode;
}) {
  const { t, i18n } = useLingui();
  useDocumentTitle(title);
  const back = hasSession()
    ? { to: '/profile', label: t`Back to Profile` }
    : { to: '/', label: t`Back to start page` };
  const translated = englishText && i18n.locale !== 'en';
  return (
    <article>
      <PageHeader title={title} description={meta} back={back} />
      {translated && (
        <p className="mb-6 rounded-xl bg-surface-muted p-3 text-[0.95rem]" data-testid="english-text-note">
          <Trans>
            This text is in English only: the English version is the one that applies. Your browser may offer
            to translate it.
          </Trans>
        </p>
      )}
      <div
        className="space-y-7 pb-6 leading-relaxed"
        lang={translated ? 'en' : undefined}
        dir={translated ? 'ltr' : undefined}
      >
        {children}
      </div>
    </article>
  );
}

/**
 * The date a legal text took effect, in the header: the spec's English words in English ("July 29,
 * 2025"), the reader's long date otherwise.
 */
export function useLegalDate(day: string, english: string): string {
  const { i18n } = useLingui();
  if (i18n.locale === 'en') return english;
  const options = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
  return new Intl.DateTimeFormat(intlLocale(), options).format(new Date(`${day}T00:00:00Z`));
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2.5">
      <h2 className="text-lg font-semibold tracking-tight">{title}</h2>
      <div className="space-y-2.5 text-[0.95rem] text-foreground/85 [&_li]:ms-5 [&_li]:list-disc [&_li]:ps-1 [&_ul]:space-y-1.5">
        {children}
      </div>
    </section>
  );
}

/**
 * The last section of a legal text: its question and the support address, with the mail's subject. Part
 * of the English text (decision 446).
 */
export function LegalContact({ question, subject }: { question: string; subject: string }) {
  return (
    <LegalSection title="Contact">
      <p>
        {question} Write to <SupportEmailLink subject={subject} />.
      </p>
    </LegalSection>
  );
}
