import type { ReactNode } from 'react';
import { PageHeader } from '../../components/ui/page-header';
import { useDocumentTitle } from '../../lib/document-title';
import { hasSession } from '../../lib/session';
import { SupportEmailLink } from './support-email';

/** The frame of the static pages: a back link (to Profile when signed in, else the start page). */
export function LegalPage({
  title,
  meta,
  children,
}: {
  title: string;
  meta?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  const back = hasSession()
    ? { to: '/profile', label: 'Back to Profile' }
    : { to: '/', label: 'Back to start page' };
  return (
    <article>
      <PageHeader title={title} description={meta} back={back} />
      <div className="space-y-7 pb-6 leading-relaxed">{children}</div>
    </article>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2.5">
      <h2 className="text-lg font-semibold tracking-tight">{title}</h2>
      <div className="space-y-2.5 text-[0.95rem] text-foreground/85 [&_li]:ml-5 [&_li]:list-disc [&_li]:pl-1 [&_ul]:space-y-1.5">
        {children}
      </div>
    </section>
  );
}

/** The last section of a static page: its question and the support address, with the mail's subject. */
export function LegalContact({ question, subject }: { question: string; subject: string }) {
  return (
    <LegalSection title="Contact">
      <p>
        {question} Write to <SupportEmailLink subject={subject} />.
      </p>
    </LegalSection>
  );
}
