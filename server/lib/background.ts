/**
 * Work a request starts but does not wait for (the password-reset mail, so that the answer takes the
 * same time whether or not the account exists). Shutdown waits for it; tests can too.
 */
export interface Background {
  run(task: () => Promise<void>, onError: (err: unknown) => void): void;
  /** Resolves once nothing started so far is still running. */
  idle(): Promise<void>;
}

export function createBackground(): Background {
  const running = new Set<Promise<void>>();
  return {
    run(task, onError) {
      const p: Promise<void> = Promise.resolve()
        .then(task)
        .catch(onError)
        .finally(() => running.delete(p));
      running.add(p);
    },
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
