import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(5000);
    expect(c.database).toEqual({ kind: 'sqlite', path: './data/tend.db' });
    expect(c.sessionTtlDays).toBe(30);
    expect(c.smtpUrl).toBeUndefined();
    expect(c.trustProxy).toBe(false);
  });

  it('reads PostgreSQL and SQLite URLs', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h:5432/db',
    });
    expect(loadConfig({ DATABASE_URL: 'sqlite:/var/lib/tend/t.db' }).database).toEqual({
      kind: 'sqlite',
      path: '/var/lib/tend/t.db',
    });
  });

  it('treats empty values as unset and parses booleans', () => {
    expect(loadConfig({ PORT: '', TRUST_PROXY: '' })).toMatchObject({ port: 5000, trustProxy: false });
  });

  it('reads TRUST_PROXY as a hop count or a list of proxy addresses, never as "trust everyone"', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 172.16.0.0/12,::1' }).trustProxy).toEqual([
      '10.0.0.2',
      '172.16.0.0/12',
      '::1',
    ]);
  });

  it('has hardened defaults: absolute session age, timeouts, HSTS, open signups', () => {
    const c = loadConfig({});
    expect(c.sessionMaxAgeDays).toBe(90);
    expect(c.hstsMaxAge).toBe(31_536_000);
    expect(c.signups).toBe('open');
    expect(c.timeouts).toEqual({
      requestMs: 30_000,
      headersMs: 10_000,
      keepAliveMs: 5_000,
      connectionMs: 60_000,
    });
  });

  it.each([
    [{ PORT: 'abc' }, /^PORT: /],
    [{ PORT: '70000' }, /^PORT: /],
    [{ DATABASE_URL: 'mysql://x' }, /^DATABASE_URL: must start with sqlite: or postgres:\/\//],
    [{ DATABASE_URL: 'sqlite:' }, /^DATABASE_URL: /],
    [{ SESSION_TTL_DAYS: '0' }, /^SESSION_TTL_DAYS: /],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL: /],
    [{ SMTP_URL: 'http://mail' }, /^SMTP_URL: /],
    [{ APP_URL: 'not a url' }, /^APP_URL: /],
    [{ SUPPORT_EMAIL: 'nope' }, /^SUPPORT_EMAIL: /],
    [{ TRUST_PROXY: 'maybe' }, /^TRUST_PROXY: /],
    [{ TRUST_PROXY: 'true' }, /^TRUST_PROXY: give the number of proxies/],
    [{ TRUST_PROXY: '10.0.0.1/40' }, /^TRUST_PROXY: /],
    [{ SIGNUPS: 'sometimes' }, /^SIGNUPS: /],
  ])('refuses %j with one line naming the setting', (env, pattern) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(pattern);
    expect((error as Error).message).not.toContain('\n');
  });
});
