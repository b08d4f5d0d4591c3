import { describe, expect, it } from 'vitest';

describe('zod under the Content-Security-Policy', () => {
  it('is told to check without compiling before it loads, so it never probes `new Function`', async () => {
    await import('./zod-under-csp');
    const { config } = await import('zod/v4/core');
    const { z } = await import('zod');
    expect(config().jitless).toBe(true);
    // An object check runs (and answers) without the probe.
    expect(z.object({ a: z.string() }).safeParse({ a: 'x' }).success).toBe(true);
  });
});
