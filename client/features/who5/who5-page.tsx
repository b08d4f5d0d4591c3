import { ExternalLink, HeartHandshake } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { WHO5_ANSWERS, WHO5_RAW_MAX, WHO5_STATEMENTS } from '../../../core/who5';
import { useSaveWho5, useWho5History, type ApiWho5 } from '../../api/who5';
import { Button, buttonClasses } from '../../components/ui/button';
import { Badge } from '../../components/ui/badge';
import { Card, CardDescription, CardTitle } from '../../components/ui/card';
import { IconBubble } from '../../components/ui/icon-bubble';
import { PageHeader } from '../../components/ui/page-header';
import { failureToastInput, toast } from '../../components/ui/toast';
import { cn } from '../../lib/cn';
import { useSignedInUser } from '../../api/user';
import { useDocumentTitle } from '../../lib/document-title';
import { todayIn } from '../../lib/edit-day';
import { useIdempotencyKey } from '../../lib/idempotency';
import { HELPLINE_URL, WHO5_RESULT_WORDS } from '../../shared/who5/who5-words';
import { useChangeSentence } from '../../shared/who5/who5-change';
import { type Who5Band } from '../../../core/who5';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

/*
 * The page's own words are in the catalogues (decision 368); the five statements and six answers are
 * not: a translation of the instrument must be the WHO-5's official one, which Tend does not have yet,
 * so they stay in English (marked `lang="en"`, written left to right) in every language.
 */

/** The result's words, as in shared/who5/who5-words.ts (which Progress and the report still use in English). */
const BAND_LABELS: Record<Who5Band, MessageDescriptor | null> = {
  'very-low': msg`Very low wellbeing`,
  low: msg`Low wellbeing`,
  none: null,
};

const RESULT_WORDS: Record<Who5Band, { title: MessageDescriptor; body: MessageDescriptor }> = {
  none: {
    title: msg`Thank you for checking in`,
    body: msg`Your answers suggest the last two weeks have gone reasonably well for you. Answering again in two weeks will show how things change.`,
  },
  low: {
    title: msg`The last two weeks sound hard`,
    body: msg`Your answers suggest your wellbeing has been low lately. This is not a diagnosis, and many things can weigh on a fortnight, but it is worth taking seriously. Be gentle with yourself, and think about talking it over with someone you trust or with your doctor.`,
  },
  'very-low': {
    title: msg`Thank you for being honest about a difficult time`,
    body: msg`Your answers suggest the last two weeks have been really difficult. You do not have to carry this alone. This is not a diagnosis, but it is a good reason to talk with your doctor or a mental health professional soon.`,
  },
};

/** The WHO-5 questionnaire and its result (decisions 290, 291). */
export default function Who5Page() {
  const { t } = useLingui();
  useDocumentTitle(t`Two-week wellbeing check`);
  const [saved, setSaved] = useState<ApiWho5 | null>(null);
  const history = useWho5History();
  const today = todayIn(useSignedInUser().timeZone);
  // The result before this one: the newest on an earlier day (a second answer today replaces today's).
  const [previous, setPrevious] = useState<ApiWho5 | undefined>(undefined);

  return (
    <>
      <PageHeader
        title={t`Two-week wellbeing check`}
        description={t`Five statements about how you have been feeling over the last two weeks.`}
        back={{ to: '/app', label: t`Back to home` }}
      />
      {saved ? (
        <Who5Result result={saved} previous={previous} />
      ) : (
        <Who5Form
          answeredToday={history.data?.items.some((r) => r.day === today) ?? false}
          onSaved={(result) => {
            setPrevious(history.data?.items.find((r) => r.day < result.day));
            setSaved(result);
          }}
        />
      )}
    </>
  );
}

function Who5Form({
  answeredToday,
  onSaved,
}: {
  answeredToday: boolean;
  onSaved: (result: ApiWho5) => void;
}) {
  const { t } = useLingui();
  const [answers, setAnswers] = useState<(number | null)[]>(() => WHO5_STATEMENTS.map(() => null));
  const [showMissing, setShowMissing] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const keyFor = useIdempotencyKey();
  const save = useSaveWho5();
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing = answers.findIndex((a) => a === null);
    if (missing !== -1) {
      setShowMissing(true);
      // To the first statement still unanswered: its first answer.
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${id}-${missing}"]`)?.focus();
      return;
    }
    const body = { answers: answers as number[] };
    save.mutate(
      { answers: body.answers, key: keyFor(body) },
      {
        onSuccess: onSaved,
        onError: (error) =>
          toast(
            failureToastInput(t`Could not save your answers`, t`Check your connection and try again.`, error),
          ),
      },
    );
  };

  return (
    <form ref={formRef} onSubmit={submit} noValidate className="space-y-4">
      <Card>
        <p className="text-sm leading-relaxed">
          <Trans>
            For each statement, choose the answer closest to how you have been feeling over the last two
            weeks. There are no right or wrong answers.
          </Trans>
        </p>
        {answeredToday && (
          <p className="mt-2 text-sm text-muted-foreground">
            <Trans>You answered today already: saving again replaces today’s answers.</Trans>
          </p>
        )}
      </Card>
      {WHO5_STATEMENTS.map((statement, i) => {
        const unanswered = showMissing && answers[i] === null;
        const errorId = `${id}-${i}-error`;
        return (
          <Card key={statement} padding="none">
            <fieldset
              className="px-5 pt-4 pb-5"
              aria-describedby={unanswered ? errorId : undefined}
              aria-invalid={unanswered || undefined}
            >
              <legend className="float-start w-full pb-3 font-medium text-balance">
                <span className="text-muted-foreground tabular-nums">{i + 1}.</span>{' '}
                <span lang="en" dir="ltr">
                  {statement}
                </span>
              </legend>
              <div className="clear-both grid grid-cols-2 gap-2 lg:grid-cols-3">
                {WHO5_ANSWERS.map((answer) => {
                  const checked = answers[i] === answer.value;
                  return (
                    <label
                      key={answer.value}
                      className={cn(
                        'relative flex min-h-11 cursor-pointer items-center justify-center rounded-xl border px-2 py-2 text-center text-sm font-medium break-words',
                        'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                        checked
                          ? 'border-primary bg-primary text-primary-foreground shadow-sm'
                          : 'border-border bg-surface text-foreground hover:bg-surface-muted',
                      )}
                    >
                      <input
                        type="radio"
                        name={`${id}-${i}`}
                        value={answer.value}
                        checked={checked}
                        onChange={() =>
                          setAnswers((prev) => prev.map((a, j) => (j === i ? answer.value : a)))
                        }
                        // Over the whole label: the real control is what a finger or a pointer meets.
                        className="absolute inset-0 m-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
                      />
                      <span lang="en" dir="ltr">
                        {answer.label}
                      </span>
                    </label>
                  );
                })}
              </div>
              {unanswered && (
                <p id={errorId} className="mt-2 text-sm font-medium text-destructive">
                  <Trans>Choose the answer closest to how you have felt.</Trans>
                </p>
              )}
            </fieldset>
          </Card>
        );
      })}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <Link to="/app" className={buttonClasses({ variant: 'ghost' })}>
          <Trans>Cancel</Trans>
        </Link>
        <Button type="submit" loading={save.isPending}>
          <Trans>Save my answers</Trans>
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        <Trans>
          The WHO-5 Wellbeing Index © World Health Organization, used with thanks (Topp et al. 2015).
        </Trans>
      </p>
    </form>
  );
}

function Who5Result({ result, previous }: { result: ApiWho5; previous: ApiWho5 | undefined }) {
  const { i18n } = useLingui();
  const support = WHO5_RESULT_WORDS[result.band].support;
  const words = RESULT_WORDS[result.band];
  const band = BAND_LABELS[result.band];
  const label = band ? i18n._(band) : null;
  const change = useChangeSentence(previous, result.percent);
  const raw = result.raw;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The form is gone: the result is where a keyboard or a screen reader carries on.
    window.scrollTo({ top: 0 });
    headingRef.current?.focus();
  }, []);

  return (
    <div className="space-y-4">
      <Card>
        <h2
          id="who5-result-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold tracking-tight focus:outline-none"
        >
          <Trans>Your wellbeing score</Trans>
        </h2>
        <p className="mt-2 flex items-baseline gap-1">
          <span className="text-5xl font-semibold tracking-tight tabular-nums">{result.percent}</span>
          <span className="text-lg text-muted-foreground">/100</span>
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          <Trans>
            Raw score {raw} of {WHO5_RAW_MAX}
          </Trans>
        </p>
        {label && (
          <p className="mt-3">
            <Badge variant="accent">{label}</Badge>
          </p>
        )}
        {change && <p className="mt-3 font-medium">{change}</p>}
        <h3 className="mt-5 font-semibold">{i18n._(words.title)}</h3>
        <p className="mt-1 text-sm leading-relaxed">{i18n._(words.body)}</p>
      </Card>

      {support && <SupportCard />}

      <Card>
        <CardTitle>
          <Trans>What happens next</Trans>
        </CardTitle>
        <CardDescription className="mt-1 leading-relaxed">
          <Trans>
            Your result is saved with your progress, where you can see how it changes. Tend will offer the
            check again in two weeks.
          </Trans>
        </CardDescription>
        <div className="mt-4 flex flex-wrap gap-3">
          <Link to="/progress#who5" className={buttonClasses({})}>
            <Trans>See your history</Trans>
          </Link>
          <Link to="/app" className={buttonClasses({ variant: 'outline' })}>
            <Trans>Back to home</Trans>
          </Link>
        </div>
      </Card>
    </div>
  );
}

function SupportCard() {
  return (
    <Card>
      <div className="flex items-start gap-3">
        <IconBubble icon={HeartHandshake} className="size-10 rounded-full" iconClassName="size-5" />
        <div className="min-w-0">
          <h2 id="who5-support-heading" className="text-lg font-semibold tracking-tight">
            <Trans>Where to find support</Trans>
          </h2>
          <ul className="mt-2 list-disc space-y-1.5 ps-5 text-sm leading-relaxed">
            <li>
              <Trans>Your doctor or GP: they can listen and talk through what might help.</Trans>
            </li>
            <li>
              <Trans>
                A counsellor, therapist or psychologist. If you already see one, you could share this result.
              </Trans>
            </li>
            <li>
              <Trans>Someone you trust: a friend, a family member, a colleague.</Trans>
            </li>
          </ul>
          <p className="mt-3 text-sm leading-relaxed font-medium">
            <Trans>
              If you are in crisis or thinking about harming yourself, call your local emergency number now,
              or find a free, confidential helpline in your country:
            </Trans>
          </p>
          <a
            href={HELPLINE_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-1 inline-flex min-h-11 items-center gap-1.5 font-medium text-primary underline underline-offset-4"
          >
            findahelpline.com
            <ExternalLink aria-hidden className="size-4" />
            <span className="sr-only">
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
        </div>
      </div>
    </Card>
  );
}
