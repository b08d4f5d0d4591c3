import { Clock, Mail, ShieldAlert } from 'lucide-react';
import { buttonClasses } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { usePublicConfig } from '../../api/config';
import { LegalPage } from './legal-page';
import { SupportEmailLink } from './support-email';

export default function ContactPage() {
  const { data: config } = usePublicConfig();
  return (
    <LegalPage title="Contact" meta="We'd love to hear from you.">
      <Card padding="lg" className="space-y-4">
        <div className="flex items-center gap-3">
          <span className="flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
            <Mail aria-hidden className="size-5" />
          </span>
          <div>
            <h2 className="font-semibold">Feedback and questions</h2>
            <p className="text-sm text-muted-foreground">
              <SupportEmailLink subject="Tend feedback" />
            </p>
          </div>
        </div>
        <p className="text-[0.95rem] leading-relaxed text-foreground/85">
          Tell us what helps, what doesn&apos;t, or anything that got in your way. Every message is read by a
          person.
        </p>
        {config ? (
          <a
            href={`mailto:${config.supportEmail}?subject=${encodeURIComponent('Tend feedback')}`}
            className={buttonClasses({ size: 'lg', block: true })}
          >
            <Mail aria-hidden className="size-5" /> Send Feedback
          </a>
        ) : null}
      </Card>
      <section aria-labelledby="response-times" className="space-y-3">
        <h2 id="response-times" className="text-lg font-semibold tracking-tight">
          Response times
        </h2>
        <Card className="flex gap-3">
          <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
          <p className="text-[0.95rem]">
            We reply within <strong>24-48 hours</strong> on business days.
          </p>
        </Card>
        <Card className="flex gap-3">
          <ShieldAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
          <p className="text-[0.95rem]">
            Urgent security issues are answered within <strong>12 hours</strong>. Please put
            &quot;Security&quot; in the subject.
          </p>
        </Card>
      </section>
    </LegalPage>
  );
}
