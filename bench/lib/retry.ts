/**
 * `run` again, up to `tries` times in all, while it fails with an error `retry` accepts (Lighthouse's
 * "please run Lighthouse again", decision 409); any other failure, or the last one, is thrown.
 */
export async function withRetries<T>(
  tries: number,
  retry: (error: unknown) => boolean,
  run: (attempt: number) => Promise<T>,
  onRetry: (error: unknown, attempt: number) => void = () => {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run(attempt);
    } catch (error) {
      if (attempt >= tries || !retry(error)) throw error;
      onRetry(error, attempt);
    }
  }
}
