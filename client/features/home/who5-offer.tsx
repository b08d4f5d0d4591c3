import { ClipboardList } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useDismissWho5Offer, useWho5Offer } from '../../api/who5';
import { Button, buttonClasses } from '../../components/ui/button';
import { Card, CardTitle } from '../../components/ui/card';
import { IconBubble } from '../../components/ui/icon-bubble';
import { failureToastInput, toast } from '../../components/ui/toast';

/**
 * The two-week wellbeing check, offered on Home when it is due (decision 290): at most once every 14
 * days, never as a pop-up. "Not now" rests it for 14 days, kept with the account.
 */
export function Who5Offer() {
  const { t } = useLingui();
  const offer = useWho5Offer();
  const dismiss = useDismissWho5Offer();
  const [declined, setDeclined] = useState(false);
  const noteRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    // The buttons are gone: keep focus on the card, on the sentence that says what happened.
    if (declined) noteRef.current?.focus();
  }, [declined]);

  if (!declined && !offer.data?.due) return null;
  return (
    <section aria-labelledby="who5-offer-heading" data-testid="who5-offer">
      <Card>
        <div className="flex items-start gap-3">
          <IconBubble icon={ClipboardList} className="size-10 rounded-full" iconClassName="size-5" />
          <div className="min-w-0 flex-1">
            <CardTitle id="who5-offer-heading">
              <Trans>Two-week wellbeing check</Trans>
            </CardTitle>
            {declined ? (
              <p
                ref={noteRef}
                tabIndex={-1}
                className="mt-1 text-sm text-muted-foreground focus:outline-none"
              >
                <Trans>No problem. We will offer it again in two weeks.</Trans>
              </p>
            ) : (
              <>
                <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
                  <Trans>
                    Five short statements about how you have felt over the last two weeks. It takes about a
                    minute and shows how your wellbeing changes over time.
                  </Trans>
                </p>
                <div className="mt-4 flex flex-wrap gap-2">
                  <Link to="/who5" className={buttonClasses({ size: 'sm' })}>
                    <Trans>Start the check</Trans>
                  </Link>
                  <Button
                    variant="ghost"
                    size="sm"
                    loading={dismiss.isPending}
                    onClick={() =>
                      dismiss.mutate(undefined, {
                        onSuccess: () => setDeclined(true),
                        onError: (error) =>
                          toast(
                            failureToastInput(
                              t`Could not save that`,
                              t`Check your connection and try again.`,
                              error,
                            ),
                          ),
                      })
                    }
                  >
                    <Trans>Not now</Trans>
                  </Button>
                </div>
              </>
            )}
          </div>
        </div>
      </Card>
    </section>
  );
}
