import type { DehydratedState } from '@tanstack/react-query';

/**
 * The queries to keep on the device, as they should be restored (decision 151): a read whose refresh
 * got no answer is in the `error` state with its data, and is kept as the success it was — otherwise
 * one offline start would drop it (the user read fails offline) and the next would find nothing.
 */
export function keptQueries(queries: DehydratedState['queries']): DehydratedState['queries'] {
  return queries
    .filter((q) => q.state.data !== undefined)
    .map((q) =>
      q.state.status === 'success'
        ? q
        : { ...q, state: { ...q.state, status: 'success', error: null, fetchStatus: 'idle' } },
    );
}
