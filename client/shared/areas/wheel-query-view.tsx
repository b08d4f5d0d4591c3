import { useLingui } from '@lingui/react/macro';
import { QueryView, type QueryViewProps } from '../../components/query-view';

/** A read of the person's wheel (Home's latest ratings, Your wheel's areas): the same words while it loads or fails. */
export function WheelQueryView<T>({ query, children }: Pick<QueryViewProps<T>, 'query' | 'children'>) {
  const { t } = useLingui();
  return (
    <QueryView
      query={query}
      loading={t`Loading your wheel`}
      failed={t`We could not load your wheel.`}
      checkConnection
    >
      {children}
    </QueryView>
  );
}
