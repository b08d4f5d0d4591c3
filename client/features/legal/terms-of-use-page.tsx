import { useLingui } from '@lingui/react/macro';
import { LegalContact, LegalPage, LegalSection, useLegalDate } from './legal-page';

/** The terms of use: their frame in the reader's language, their text in English (decision 446). */
export default function TermsOfUsePage() {
  const { t } = useLingui();
  const effective = useLegalDate('2025-07-31', '31.07.25');
  return (
    <LegalPage title={t`Terms of Use`} meta={t`Effective date: ${effective}`} englishText>
      <LegalSection title="Using Tend">
        <p>
          By creating an account you agree to these terms. Tend is a personal wellbeing check-in tool and is
          in early testing, so features may change as we learn what helps.
        </p>
      </LegalSection>
      <LegalSection title="Not medical advice">
        <p>
          Tend supports reflection; it does not diagnose, treat or replace professional care. If you are in
          crisis or worried about your safety, please contact your local emergency services or a crisis line
          straight away.
        </p>
      </LegalSection>
      <LegalSection title="Your account">
        <ul>
          <li>
            Keep your password to yourself and let us know if you think someone else has used your account.
          </li>
          <li>Give an email address you can receive mail at, so you can reset your password.</li>
        </ul>
      </LegalSection>
      <LegalSection title="Your content">
        <p>
          What you write and rate in Tend stays yours. We store it only to provide the service to you, as
          described in the Privacy Policy, and you can export or delete it at any time.
        </p>
      </LegalSection>
      <LegalSection title="Fair use">
        <p>
          Please don&apos;t misuse the service: no attempts to access other people&apos;s data, to disrupt the
          service, or to use it for anything unlawful.
        </p>
      </LegalSection>
      <LegalSection title="Availability and changes">
        <p>
          We work to keep Tend available and your data safe, but cannot promise uninterrupted service. If
          these terms change, the effective date above changes with them.
        </p>
      </LegalSection>
      <LegalContact question="Questions about these terms?" subject="Terms of Use" />
    </LegalPage>
  );
}
