import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const folders: string[] = [];
const freshDataDir = () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'visabridge-config-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

describe('configuration', () => {
  it('generates a JWT secret once and keeps it in the data dir, so sessions survive a restart', () => {
    const dataDir = freshDataDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8')).toBe(first.jwtSecret);
  });

  it('reads the upload quotas, with defaults, and refuses ones that are not positive whole numbers', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).uploadQuotas).toEqual({
      filesPerApplication: 30,
      bytesPerAccount: 500 * 1024 * 1024,
      perMinute: 20,
    });
    const set = { DOCUMENTS_PER_APPLICATION: '5', UPLOAD_MB_PER_ACCOUNT: '2', UPLOADS_PER_MINUTE: '3' };
    expect(loadConfig({ DATA_DIR: 'memory://', ...set }).uploadQuotas).toEqual({
      filesPerApplication: 5,
      bytesPerAccount: 2 * 1024 * 1024,
      perMinute: 3,
    });
    expect(() => loadConfig({ DATA_DIR: 'memory://', DOCUMENTS_PER_APPLICATION: '0' })).toThrow(
      /DOCUMENTS_PER_APPLICATION/,
    );
    expect(() => loadConfig({ DATA_DIR: 'memory://', UPLOAD_MB_PER_ACCOUNT: 'lots' })).toThrow(
      /UPLOAD_MB_PER_ACCOUNT/,
    );
    expect(() => loadConfig({ DATA_DIR: 'memory://', UPLOADS_PER_MINUTE: '1.5' })).toThrow(
      /UPLOADS_PER_MINUTE/,
    );
  });

  it('reads the step-up window in minutes (10 unless set), and refuses none, a negative one or over an hour', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).stepUpMinutes).toBe(10);
    expect(loadConfig({ DATA_DIR: 'memory://', STEP_UP_MINUTES: '2.5' }).stepUpMinutes).toBe(2.5);
    for (const value of ['0', '-1', '61', 'soon']) {
      expect(() => loadConfig({ DATA_DIR: 'memory://', STEP_UP_MINUTES: value })).toThrow(/STEP_UP_MINUTES/);
    }
  });

  it('generates a data encryption key once in the data dir, or takes DATA_ENCRYPTION_KEY and older keys', () => {
    const dataDir = freshDataDir();
    const [generated] = loadConfig({ DATA_DIR: dataDir }).dataKeys;
    expect(loadConfig({ DATA_DIR: dataDir }).dataKeys).toEqual([generated]);
    expect(readFileSync(path.join(dataDir, 'data-encryption-keys'), 'utf8').trim()).toBe(
      generated?.key.toString('base64'),
    );
    const current = Buffer.alloc(32, 1);
    const older = Buffer.alloc(32, 2);
    const keys = loadConfig({
      DATA_DIR: freshDataDir(),
      DATA_ENCRYPTION_KEY: current.toString('base64'),
      DATA_ENCRYPTION_PREVIOUS_KEYS: older.toString('hex'),
    }).dataKeys;
    expect(keys.map(({ key }) => key)).toEqual([current, older]);
    expect(() => loadConfig({ DATA_DIR: 'memory://', DATA_ENCRYPTION_KEY: 'short' })).toThrow(
      /DATA_ENCRYPTION_KEY: must be 32 random bytes/,
    );
  });

  it('prefers JWT_SECRET when it is set', () => {
    const secret = 'x'.repeat(40);
    expect(loadConfig({ DATA_DIR: freshDataDir(), JWT_SECRET: secret }).jwtSecret).toBe(secret);
  });

  it('turns demo mode on in development and off in production unless DEMO_MODE says otherwise', () => {
    const dataDir = freshDataDir();
    expect(loadConfig({ DATA_DIR: dataDir }).demoMode).toBe(true);
    const production = { DATA_DIR: dataDir, NODE_ENV: 'production', MAIL_DIR: dataDir };
    expect(loadConfig(production).demoMode).toBe(false);
    expect(loadConfig({ ...production, DEMO_MODE: 'true' }).demoMode).toBe(true);
  });

  it.each(['localhost', '127.0.0.1', '127.1.2.3', '::1', '[::1]', '::ffff:127.0.0.1'])(
    'keeps demo mode on by default on the loopback address %s',
    (host) => {
      expect(loadConfig({ DATA_DIR: 'memory://', HOST: host }).demoMode).toBe(true);
    },
  );

  it.each(['0.0.0.0', '::', '192.168.1.20', 'visas.example.com', '128.0.0.1'])(
    'refuses to start in demo mode by default on %s, naming DEMO_MODE',
    (host) => {
      expect(() => loadConfig({ DATA_DIR: 'memory://', HOST: host })).toThrow(
        /DEMO_MODE: .*only when DEMO_MODE=true is set/,
      );
    },
  );

  it('starts on an outside address when DEMO_MODE is set either way, or in production', () => {
    const outside = { DATA_DIR: 'memory://', HOST: '0.0.0.0' };
    expect(loadConfig({ ...outside, DEMO_MODE: 'true' }).demoMode).toBe(true);
    expect(loadConfig({ ...outside, DEMO_MODE: 'false' }).demoMode).toBe(false);
    expect(
      loadConfig({ ...outside, NODE_ENV: 'production', MAIL_DIR: '/var/mail/visabridge' }).demoMode,
    ).toBe(false);
  });

  it('reads the platform fee schedule in minor units of its currency, 15 + 10 USD by default', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).fees).toEqual({
      processingFee: 1500,
      serviceFee: 1000,
      currency: 'USD',
    });
    const euros = {
      PLATFORM_FEE_CURRENCY: 'eur',
      PLATFORM_PROCESSING_FEE: '12.5',
      PLATFORM_SERVICE_FEE: '8',
    };
    expect(loadConfig({ DATA_DIR: 'memory://', ...euros }).fees).toEqual({
      processingFee: 1250,
      serviceFee: 800,
      currency: 'EUR',
    });
    const yen = {
      PLATFORM_FEE_CURRENCY: 'JPY',
      PLATFORM_PROCESSING_FEE: '2000',
      PLATFORM_SERVICE_FEE: '1500',
    };
    expect(loadConfig({ DATA_DIR: 'memory://', ...yen }).fees).toEqual({
      processingFee: 2000,
      serviceFee: 1500,
      currency: 'JPY',
    });
  });

  it('defaults to port 3000 with links pointing at it', () => {
    const config = loadConfig({ DATA_DIR: freshDataDir() });
    expect(config).toMatchObject({ port: 3000, publicUrl: 'http://localhost:3000', trustProxy: false });
    expect(config.support.email).toBeNull();
    expect(loadConfig({ DATA_DIR: 'memory://', SUPPORT_EMAIL: 'help@example.com' }).support.email).toBe(
      'help@example.com',
    );
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ DEMO_MODE: 'maybe' }, 'DEMO_MODE'],
    [{ PLATFORM_FEE_CURRENCY: 'DOLLARS' }, 'PLATFORM_FEE_CURRENCY'],
    [{ PLATFORM_FEE_CURRENCY: 'QQQ' }, 'PLATFORM_FEE_CURRENCY'],
    [{ PLATFORM_PROCESSING_FEE: '-5' }, 'PLATFORM_PROCESSING_FEE'],
    [{ PLATFORM_SERVICE_FEE: '10.005' }, 'PLATFORM_SERVICE_FEE'],
    [{ PLATFORM_FEE_CURRENCY: 'JPY', PLATFORM_SERVICE_FEE: '1500.50' }, 'PLATFORM_SERVICE_FEE'],
    [{ SUPPORT_EMAIL: 'support-at-example' }, 'SUPPORT_EMAIL'],
  ])('refuses to start with %o, naming the setting', (environment, name) => {
    expect(() => loadConfig({ DATA_DIR: 'memory://', ...environment })).toThrow(name);
  });

  it('runs payments in test mode without Stripe keys and live with all three', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).stripe).toBeNull();
    const keys = {
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_WEBHOOK_SECRET: 'whsec_123',
    };
    expect(loadConfig({ DATA_DIR: 'memory://', ...keys }).stripe).toEqual({
      secretKey: 'sk_test_123',
      publishableKey: 'pk_test_123',
      webhookSecret: 'whsec_123',
    });
  });

  it('refuses half a set of Stripe keys, naming what is missing', () => {
    expect(() =>
      loadConfig({
        DATA_DIR: 'memory://',
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      }),
    ).toThrow(/missing STRIPE_WEBHOOK_SECRET$/);
  });

  it('writes emails to DATA_DIR/mail without SMTP, and in production only to a MAIL_DIR named explicitly', () => {
    const dataDir = freshDataDir();
    expect(loadConfig({ DATA_DIR: dataDir }).mailDir).toBe(path.join(dataDir, 'mail'));
    expect(loadConfig({ DATA_DIR: dataDir, MAIL_DIR: path.join(dataDir, 'drop') }).mailDir).toBe(
      path.join(dataDir, 'drop'),
    );
    expect(loadConfig({ DATA_DIR: dataDir, SMTP_URL: 'smtp://mail.example.com:587' }).mailDir).toBeNull();
    expect(() => loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' })).toThrow(
      /SMTP_URL is not set.*MAIL_DIR/,
    );
    const production = { DATA_DIR: dataDir, NODE_ENV: 'production' };
    expect(loadConfig({ ...production, MAIL_DIR: dataDir }).mailDir).toBe(dataDir);
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://mail.example.com:587' }).mailDir).toBeNull();
  });

  it('hashes passwords with scrypt N = 2^17 unless told, and never with less in production', () => {
    const dataDir = freshDataDir();
    expect(loadConfig({ DATA_DIR: dataDir }).passwordHashCost).toBe(17);
    expect(loadConfig({ DATA_DIR: dataDir, PASSWORD_HASH_COST: '12' }).passwordHashCost).toBe(12);
    const production = { DATA_DIR: dataDir, NODE_ENV: 'production', MAIL_DIR: dataDir };
    expect(() => loadConfig({ ...production, PASSWORD_HASH_COST: '14' })).toThrow(/PASSWORD_HASH_COST/);
  });

  it('keeps security events 365 days unless told, and refuses a count that is not a positive whole number', () => {
    const dataDir = freshDataDir();
    expect(loadConfig({ DATA_DIR: dataDir }).securityEventsDays).toBe(365);
    expect(loadConfig({ DATA_DIR: dataDir, SECURITY_EVENTS_DAYS: '90' }).securityEventsDays).toBe(90);
    for (const days of ['0', '1.5', 'forever'])
      expect(() => loadConfig({ DATA_DIR: dataDir, SECURITY_EVENTS_DAYS: days })).toThrow(
        /SECURITY_EVENTS_DAYS/,
      );
  });

  it('offers every language unless told, in the order of the product, and refuses a list without English', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).interfaceLanguages).toEqual([
      'en',
      'es',
      'fr',
      'de',
      'zh',
      'ar',
    ]);
    expect(loadConfig({ DATA_DIR: 'memory://', INTERFACE_LANGUAGES: 'en' }).interfaceLanguages).toEqual([
      'en',
    ]);
    expect(
      loadConfig({ DATA_DIR: 'memory://', INTERFACE_LANGUAGES: 'ar, es,en' }).interfaceLanguages,
    ).toEqual(['en', 'es', 'ar']);
    for (const languages of ['es,fr', 'en,pt', 'en,EN-gb', 'en,es-MX'])
      expect(() => loadConfig({ DATA_DIR: 'memory://', INTERFACE_LANGUAGES: languages }), languages).toThrow(
        /INTERFACE_LANGUAGES must list languages among en, es, fr, de, zh, ar, English included/,
      );
  });
});
