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
