import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.js';

/** Everything a production start asks for. */
const PRODUCTION = {
  NODE_ENV: 'production',
  PAYMENTS_PROVIDER: 'local',
  JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
  PUBLIC_URL: 'https://poker.example',
  TRUST_PROXY: '127.0.0.1',
};

describe('configuration', () => {
  it('has working defaults: embedded database, outbox mail, local payments, demo content', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      mailTransport: 'outbox',
      paymentsProvider: 'local',
      seedDemo: true,
      SESSION_HOURS: 12,
      REMEMBER_DAYS: 30,
      RTMP_PORT: 1935,
      rtmpPortChosen: false,
    });
    expect(config.publicUrl).toBe('http://127.0.0.1:3000');
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names the bad setting in one line', () => {
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(
      new ConfigError('Bad setting DATABASE_URL: must be a URL like postgres://user:pass@host:5432/db'),
    );
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Bad setting PORT: /);
  });

  it('demands the Stripe keys with PAYMENTS_PROVIDER=stripe', () => {
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(/Bad setting STRIPE_SECRET_KEY/);
  });

  it('refuses an implicit payment provider in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/Bad setting PAYMENTS_PROVIDER/);
    expect(loadConfig(PRODUCTION).paymentsProvider).toBe('local');
  });

  it.each(['JWT_SECRET', 'PUBLIC_URL', 'TRUST_PROXY'] as const)(
    'refuses a production start without %s, naming it and what to set',
    (key) => {
      const { [key]: _left, ...rest } = PRODUCTION;
      expect(() => loadConfig(rest)).toThrow(
        new RegExp(`^Bad setting ${key}: must be set under NODE_ENV=production: `),
      );
      expect(() => loadConfig({ ...PRODUCTION, NODE_ENV: 'development', [key]: '' })).not.toThrow();
    },
  );

  it('takes TRUST_PROXY=false in production for clients that connect directly', () => {
    expect(loadConfig({ ...PRODUCTION, TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
  });

  it('requires a second factor for staff in production only, unless STAFF_MFA says otherwise', () => {
    expect(loadConfig({}).staffMfa).toBe('optional');
    expect(loadConfig(PRODUCTION).staffMfa).toBe('required');
    expect(loadConfig({ STAFF_MFA: 'required' }).staffMfa).toBe('required');
    expect(loadConfig({ ...PRODUCTION, STAFF_MFA: 'optional' }).staffMfa).toBe('optional');
    expect(() => loadConfig({ STAFF_MFA: 'sometimes' })).toThrow(/^Bad setting STAFF_MFA: /);
  });

  it('switches mail to SMTP when SMTP_URL is set and seeds no demo content on an external database', () => {
    const config = loadConfig({ SMTP_URL: 'smtp://mail.example.com:587', DATABASE_URL: 'postgres://u:p@db:5432/app' });
    expect(config.mailTransport).toBe('smtp');
    expect(config.seedDemo).toBe(false);
  });

  it('turns the live ingest off with RTMP_PORT=0 and knows a port set on purpose', () => {
    expect(loadConfig({ RTMP_PORT: '0' })).toMatchObject({ RTMP_PORT: undefined, rtmpPortChosen: true });
    expect(loadConfig({ RTMP_PORT: '19350' })).toMatchObject({ RTMP_PORT: 19350, rtmpPortChosen: true });
    expect(() => loadConfig({ RTMP_PORT: '70000' })).toThrow(/^Bad setting RTMP_PORT:/);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).PORT).toBe(3000);
  });

  it('trusts no proxy unless TRUST_PROXY names them: true, a hop count, or addresses and CIDRs', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
    const hops = loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY as (address: string, hop: number) => boolean;
    expect([hops('10.0.0.1', 0), hops('10.0.0.2', 1)]).toEqual([true, false]);
    for (const bad of ['yes', '127.0.0.300', '10.0.0.0/33', 'proxy.example'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/^Bad setting TRUST_PROXY: /);
  });
});
