import {
  ChartLine,
  HeartHandshake,
  MessageCircleHeart,
  MessageSquareHeart,
  NotebookPen,
  Quote,
  Sparkles,
  SunMedium,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { skipLinkClasses } from '../../components/skip-link-classes';
import { Logo } from '../../components/logo';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button-classes';
import { Card } from '../../components/ui/card';
import testimonials from '../../content/testimonials.json';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/document-title';
import { usePublicConfig } from '../../api/config';
import { WheelIllustration } from './wheel-illustration';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { tr } from './landing-messages';

const BENEFITS: { icon: LucideIcon; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    icon: MessageCircleHeart,
    title: msg`Encouraging messages`,
    text: msg`Gentle, personal words that meet you where you are, never judgement.`,
  },
  {
    icon: Sparkles,
    title: msg`Celebrate your resilience`,
    text: msg`Every check-in counts. Tend celebrates the quiet strength of showing up for yourself.`,
  },
  {
    icon: HeartHandshake,
    title: msg`Kind reflection in every area`,
    text: msg`Look at each of the eight areas of your life with kindness: what's working, and where to grow.`,
  },
  {
    icon: ChartLine,
    title: msg`Weekly and monthly reports`,
    text: msg`See your trends over time, so progress is easy to notice and to celebrate.`,
  },
];

const STEPS: { icon: LucideIcon; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    icon: SunMedium,
    title: msg`Check In`,
    text: msg`A quick daily overall satisfaction rating, or a deeper look across eight areas of your life.`,
  },
  { icon: NotebookPen, title: msg`Reflect`, text: msg`Record what is working and where you'd like to grow.` },
  {
    icon: MessageSquareHeart,
    title: msg`Encouragement`,
    text: msg`Receive personalised messages that cheer you on.`,
  },
  {
    icon: TrendingUp,
    title: msg`Track Your Growth`,
    text: msg`Weekly and monthly reports show how far you've come.`,
  },
];

/**
 * The landing page. It is mounted without the router (see client/main.tsx), so its links are plain
 * anchors: following one loads the app, and the landing page itself never downloads the router.
 */
export default function LandingPage() {
  useDocumentTitle();
  const { data: config } = usePublicConfig();
  const getStarted = buttonClasses({ size: 'lg', block: true }, 'text-[1.05rem] lg:w-auto lg:px-10');

  return (
    // One phone column; from lg a desktop page (decision 261): the hero beside its wheel, the cards in
    // rows. Classes only, so the landing page's script stays as small as it was.
    <div className="mx-auto w-full max-w-md px-5 pt-5 pb-8 lg:max-w-6xl lg:px-10 lg:pt-8">
      <a href="#main" className={skipLinkClasses}>
        {tr(msg`Skip to content`)}
      </a>
      <header className="flex items-center justify-between">
        <Logo className="text-primary" />
        <a href="/login" className={buttonClasses({ variant: 'outline', size: 'sm' }, 'px-4')}>
          {tr(msg`Sign In`)}
        </a>
      </header>
      <main id="main" tabIndex={-1} className="mt-12 space-y-16 outline-none lg:mt-16 lg:space-y-24">
        <section
          aria-labelledby="hero-title"
          className="text-center lg:grid lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-x-16 lg:text-start"
        >
          <Badge variant="primary" className="mb-5 lg:justify-self-start">
            {tr(msg`Now in early testing`)}
          </Badge>
          <h1
            id="hero-title"
            className="text-[2.35rem] leading-[1.1] font-semibold tracking-tight text-balance lg:text-6xl"
          >
            {tr(msg`A kinder way to check in with yourself`)}
          </h1>
          <p className="mx-auto mt-4 max-w-sm text-lg leading-relaxed text-muted-foreground lg:mx-0 lg:max-w-xl lg:text-xl">
            {tr(
              msg`Rate eight areas of your life, reflect on what's working, and watch your wellbeing grow, one gentle check-in at a time.`,
            )}
          </p>
          <WheelIllustration className="mx-auto my-8 size-56 drop-shadow-sm lg:col-start-2 lg:row-span-5 lg:row-start-1 lg:my-0 lg:size-96" />
          <a href="/signup" className={cn(getStarted, 'lg:mt-8 lg:justify-self-start')}>
            {tr(msg`Get Started Free`)}
          </a>
          <p className="mt-3 text-sm text-muted-foreground">{tr(msg`Free, private, and a minute a day.`)}</p>
        </section>

        <Section
          id="why"
          title={tr(msg`Why Tend?`)}
          intro={tr(msg`Small, kind check-ins add up to a clearer picture of your life.`)}
        >
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:gap-5">
            {BENEFITS.map(({ icon: Icon, title, text }) => (
              <li key={title.id}>
                <Card padding="sm" className="flex h-full gap-4 lg:flex-col">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary-soft-foreground">
                    <Icon aria-hidden className="size-5" />
                  </span>
                  <div>
                    <h3 className="font-semibold">{tr(title)}</h3>
                    <p className="mt-0.5 text-[0.95rem] leading-relaxed text-muted-foreground">{tr(text)}</p>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </Section>

        <section
          aria-labelledby="feedback-title"
          className="rounded-3xl bg-accent p-6 text-center text-accent-foreground lg:mx-auto lg:max-w-3xl lg:p-10"
        >
          <h2 id="feedback-title" className="text-xl font-semibold tracking-tight">
            {tr(msg`Help shape Tend`)}
          </h2>
          <p className="mt-2 leading-relaxed">
            {tr(
              msg`Tend is in early testing. Tell us what helps and what doesn't: your feedback decides what we build next.`,
            )}
          </p>
          {config && (
            <a
              href={config.feedbackUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-4 inline-flex min-h-11 items-center rounded-xl px-2 font-semibold underline underline-offset-4"
            >
              {tr(msg`Share your thoughts`)}
              <span className="sr-only"> {tr(msg`(opens in a new tab)`)}</span>
            </a>
          )}
        </section>

        <Section id="testimonials" title={tr(msg`What Users Say`)}>
          <ul className="grid gap-3 lg:grid-cols-2 lg:gap-5">
            {testimonials.items.map((t) => (
              <li key={t.quote}>
                <Card className="h-full">
                  <Quote aria-hidden className="size-6 text-primary/60" />
                  <blockquote className="mt-2 leading-relaxed">{t.quote}</blockquote>
                  <p className="mt-3 flex items-center gap-2 text-sm text-muted-foreground">
                    {t.example && <Badge variant="neutral">{tr(msg`Example`)}</Badge>}
                    {t.attribution}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
          {testimonials.items.some((t) => t.example) && (
            <p className="mt-3 text-center text-sm text-muted-foreground">
              {tr(msg`These are examples of the experience we're building, not quotes from real users.`)}
            </p>
          )}
        </Section>

        <section
          aria-labelledby="start-title"
          className="rounded-3xl bg-primary px-6 py-9 text-center text-primary-foreground shadow-lg shadow-primary/20 lg:mx-auto lg:max-w-3xl lg:py-12"
        >
          <h2 id="start-title" className="text-2xl font-semibold tracking-tight">
            {tr(msg`Start Your Journey Today`)}
          </h2>
          <p className="mx-auto mt-2 max-w-xs leading-relaxed opacity-90">
            {tr(msg`It takes a minute to begin. Your first check-in is waiting.`)}
          </p>
          <a
            href="/signup"
            className="mt-6 inline-flex min-h-12 w-full items-center lg:w-auto lg:px-10 justify-center rounded-xl bg-primary-foreground px-6 text-[1.05rem] font-semibold text-primary shadow-sm hover:opacity-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-foreground"
          >
            {tr(msg`Get Started Free`)}
          </a>
        </section>

        <Section id="how" title={tr(msg`How It Works`)}>
          <ol className="relative space-y-5 lg:grid lg:grid-cols-4 lg:gap-6 lg:space-y-0">
            {STEPS.map(({ icon: Icon, title, text }, i) => (
              <li key={title.id} className="flex gap-4 lg:flex-col">
                <span className="relative flex size-11 shrink-0 items-center justify-center rounded-full border-2 border-primary bg-surface text-primary">
                  <Icon aria-hidden className="size-5" />
                  <span className="sr-only">{tr(msg`Step ${i + 1}:`)} </span>
                </span>
                <div className="pt-1">
                  <h3 className="font-semibold">{tr(title)}</h3>
                  <p className="mt-0.5 text-[0.95rem] leading-relaxed text-muted-foreground">{tr(text)}</p>
                </div>
              </li>
            ))}
          </ol>
        </Section>
      </main>

      <footer className="mt-16 space-y-4 border-t border-border pt-8 pb-2 text-center text-sm text-muted-foreground">
        <Logo className="justify-center text-primary" />
        <nav aria-label={tr(msg`Footer`)} className="flex flex-wrap items-center justify-center gap-x-4">
          <FooterLink>
            <a href="/privacy-policy">{tr(msg`Privacy Policy`)}</a>
          </FooterLink>
          {config && (
            <FooterLink>
              <a href={`mailto:${config.supportEmail}`}>{tr(msg`Contact Us`)}</a>
            </FooterLink>
          )}
          {config && (
            <FooterLink>
              <a href={config.feedbackUrl} target="_blank" rel="noopener noreferrer">
                {tr(msg`Give Feedback`)}
                <span className="sr-only"> {tr(msg`(opens in a new tab)`)}</span>
              </a>
            </FooterLink>
          )}
        </nav>
        <p>{tr(msg`© 2025 Tend. All rights reserved.`)}</p>
      </footer>
    </div>
  );
}

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-center text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      {intro && <p className="mx-auto mt-2 max-w-xs text-center text-muted-foreground">{intro}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

function FooterLink({ children }: { children: ReactNode }) {
  return (
    <span className="inline-flex min-h-11 items-center font-medium text-foreground/80 underline-offset-4 hover:underline [&>a]:inline-flex [&>a]:min-h-11 [&>a]:items-center [&>a]:rounded-md [&>a]:px-1">
      {children}
    </span>
  );
}
