import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration from the environment', () => {
  it('uses the documented defaults on an empty environment', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.SEED_DEMO).toBe(true);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.dataDir.endsWith('data')).toBe(true);
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names the variable at fault in its message', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO: must be true or false/);
  });

  it('writes readable log lines to a terminal and JSON elsewhere, unless LOG_FORMAT says which', () => {
    expect(loadConfig({}, true).logFormat).toBe('pretty');
    expect(loadConfig({}, false).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, true).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, false).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT: must be pretty or json/);
  });

  it('refuses an admin e-mail without a password', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'ops@example.com' })).toThrow(/ADMIN_EMAIL and ADMIN_PASSWORD must be set together/);
  });

  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['true', 1],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
    ['loopback,fd00::/8,::1', ['loopback', 'fd00::/8', '::1']],
  ])('reads TRUST_PROXY=%s as %j (never "trust every hop")', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY).toEqual(expected);
  });

  it.each(['everything', '10.0.0.0/33', '10.0.0.1/8/2', '999.1.1.1', '-1', '1.5', '10.0.0.0/8,proxy.lan'])('stops on TRUST_PROXY=%s with a message naming it', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY: must be a number of proxy hops \(e\.g\. 1\) or the proxies' addresses or CIDRs/);
  });

  it('reads SEED_DEMO=false and a PostgreSQL URL', () => {
    const config = loadConfig({ SEED_DEMO: 'false', DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/shop', PUBLIC_URL: 'https://shop.example.com/' });
    expect(config.SEED_DEMO).toBe(false);
    expect(config.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/shop');
    expect(config.publicUrl).toBe('https://shop.example.com');
  });
  it('keeps uploads on disk unless a bucket is named', () => {
    expect(loadConfig({}).S3_BUCKET).toBeUndefined();
    const config = loadConfig({
      S3_BUCKET: 'shop-uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-west-3',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config).toMatchObject({ S3_BUCKET: 'shop-uploads', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'eu-west-3', S3_FORCE_PATH_STYLE: true });
  });

  it('refuses S3 settings without a bucket, naming what was given', () => {
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'auto' })).toThrow(
      /S3_BUCKET: is needed with S3_ENDPOINT, S3_REGION/,
    );
  });

  it('refuses an access key without its secret, and a bad bucket name or endpoint', () => {
    expect(() => loadConfig({ S3_BUCKET: 'shop', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/);
    expect(() => loadConfig({ S3_BUCKET: 'Shop_Uploads' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadConfig({ S3_BUCKET: 'shop', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT: must/);
  });
});

describe('the payment provider from the environment', () => {
  const stripe = { STRIPE_SECRET_KEY: 'sk_test_51abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_51abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc123' };

  it('runs the sandbox with no Stripe variable, settling after 5 seconds with a secret drawn at start', () => {
    expect(loadConfig({}).paymentProvider).toEqual({ provider: 'sandbox', webhookSecret: null, settleSeconds: 5 });
  });

  it('reads the sandbox settings', () => {
    expect(loadConfig({ SANDBOX_WEBHOOK_SECRET: 'sandbox-secret-0123456789', SANDBOX_SETTLE_SECONDS: '0' }).paymentProvider).toEqual({
      provider: 'sandbox',
      webhookSecret: 'sandbox-secret-0123456789',
      settleSeconds: 0,
    });
    expect(() => loadConfig({ SANDBOX_SETTLE_SECONDS: 'soon' })).toThrow(/SANDBOX_SETTLE_SECONDS/);
    expect(() => loadConfig({ SANDBOX_WEBHOOK_SECRET: 'short' })).toThrow(/SANDBOX_WEBHOOK_SECRET: must be at least 16 characters/);
  });

  it('runs Stripe when its three variables are set, bank debits off unless STRIPE_BANK_DEBIT says', () => {
    expect(loadConfig(stripe).paymentProvider).toEqual({ provider: 'stripe', secretKey: 'sk_test_51abc', publishableKey: 'pk_test_51abc', webhookSecret: 'whsec_abc123', bankDebit: 'off' });
    expect(loadConfig({ ...stripe, STRIPE_BANK_DEBIT: 'ach' }).paymentProvider).toMatchObject({ provider: 'stripe', bankDebit: 'ach' });
    expect(loadConfig({ ...stripe, STRIPE_BANK_DEBIT: 'ach_and_pad' }).paymentProvider).toMatchObject({ bankDebit: 'ach_and_pad' });
    expect(() => loadConfig({ ...stripe, STRIPE_BANK_DEBIT: 'yes' })).toThrow(/STRIPE_BANK_DEBIT: must be off, ach or ach_and_pad/);
  });

  it.each([
    [{ STRIPE_SECRET_KEY: 'sk_test_51abc' }, ['STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET']],
    [{ STRIPE_SECRET_KEY: 'sk_test_51abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_51abc' }, ['STRIPE_WEBHOOK_SECRET']],
    [{ STRIPE_WEBHOOK_SECRET: 'whsec_abc123' }, ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY']],
  ])('refuses to start with some but not all of Stripe’s variables (%j), naming the missing ones', (env, missing) => {
    let message = '';
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    for (const name of missing) expect(message).toMatch(new RegExp(`${name}: is needed with`));
    const given = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'].filter((n) => !missing.includes(n));
    for (const name of given) expect(message).not.toMatch(new RegExp(`${name}: is needed`));
  });

  it('refuses keys that are not Stripe’s, and test and live keys mixed', () => {
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_test_51abc' })).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret key/);
    expect(() => loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(/STRIPE_WEBHOOK_SECRET: must be a webhook signing secret/);
    expect(() => loadConfig({ ...stripe, STRIPE_PUBLISHABLE_KEY: 'pk_live_51abc' })).toThrow(/STRIPE_PUBLISHABLE_KEY: must be of the same mode/);
  });

  it('treats blank Stripe variables as unset (the sandbox)', () => {
    expect(loadConfig({ STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '', STRIPE_WEBHOOK_SECRET: '' }).paymentProvider.provider).toBe('sandbox');
  });
});
