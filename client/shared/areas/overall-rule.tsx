import { Trans } from '@lingui/react/macro';

/**
 * The rule of an overall number (decision 342), said wherever one is shown: Home's card, a day, the
 * reports, the printable report and Progress. One message, in the `client` catalogue every screen has.
 */
export function OverallRule() {
  return <Trans>Overall is the mean of the areas shown now that have ratings in this period.</Trans>;
}
