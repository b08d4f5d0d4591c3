import { Trans, useLingui } from '@lingui/react/macro';
import { Clock, Mail, ShieldAlert } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { usePublicConfig } from '../../api/config';
import { LegalPage } from './legal-page';
import { SupportEmailLink } from './support-email';

export default function ContactPage() {
  const { t } = useLingui();
  const { data: config } = usePublicConfig();
  // The mail's subject stays English: it reaches the people who run this Tend (decision 446).
  return (
    <LegalPage title={t`Contact`} meta={t`We'd love to hear from you.`}>
      <Card padding="lg" className="space-y-4">
        <div className="flex items-center gap-3">
          <span className="flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
            <Mail aria-hidden className="size-5" />
          </span>
          <div>
            <h2 className="font-semibold">
              <Trans>Feedback and questions</Trans>
            </h2>
            <p className="text-sm text-muted-foreground">
              <SupportEmailLink subject="Tend feedback" />
            </p>
          </div>
        </div>
        <p className="text-[0.95rem] leading-relaxed text-foreground/85">
          <Trans>
            Tell us what helps, what doesn&apos;t, or anything that got in your way. Every message is read by
            a person.
          </Trans>
        </p>
        {config ? (
          <a
            href={`mailto:${config.supportEmail}?subject=${encodeURIComponent('Tend feedback')}`}
            className={buttonClasses({ size: 'lg', block: true })}
          >
            <Mail aria-hidden className="size-5" /> <Trans>Send Feedback</Trans>
          </a>
        ) : null}
      </Card>
      <section aria-labelledby="response-times" className="space-y-3">
        <h2 id="response-times" className="text-lg font-semibold tracking-tight">
          <Trans>Response times</Trans>
        </h2>
        <Card className="flex gap-3">
          <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
          <p className="text-[0.95rem]">
            <Trans>
              We reply within <strong>24-48 hours</strong> on business days.
            </Trans>
          </p>
        </Card>
        <Card className="flex gap-3">
          <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
          <p className="text-[0.95rem]">
            <Trans>
              Urgent security issues are answered within <strong>12 hours</strong>. Please put
              &quot;Security&quot; in the subject.
            </Trans>
          </p>
        </Card>
      </section>
    </LegalPage>
  );
}
