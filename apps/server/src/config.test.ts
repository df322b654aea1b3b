import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dirs: string[] = [];
const tempDir = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), 'pathway-config-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const dir = tempDir();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: dir,
      databaseUrl: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:3000',
      seed: 'demo',
      logLevel: 'info',
      trustProxy: false,
    });
    expect(c.payments.mode).toBe('sandbox');
    expect(c.payments.keyId).toBe('rzp_test_sandbox');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['REDIS_URL', 'localhost:6379'],
    ['SMTP_URL', 'http://mail'],
    ['SEED', 'lots'],
    ['LOG_LEVEL', 'loud'],
    ['PUBLIC_URL', 'not a url'],
    ['JWT_SECRET', 'short'],
    ['PAYMENTS_MODE', 'paypal'],
    ['TASK_RUNNER', 'yes'],
  ])('stops with a message naming %s when it is %s', (name, value) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('refuses razorpay mode without keys', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), PAYMENTS_MODE: 'razorpay' })).toThrow(/PAYMENTS_MODE/);
  });

  it('uses razorpay mode when keys are given', () => {
    const c = loadConfig({ DATA_DIR: tempDir(), RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 'sekret' });
    expect(c.payments).toMatchObject({ mode: 'razorpay', keyId: 'rzp_test_x', keySecret: 'sekret' });
  });

  it('warns when Razorpay runs without a webhook secret', () => {
    const keys = { RAZORPAY_KEY_ID: 'rzp_test_x', RAZORPAY_KEY_SECRET: 'sekret' };
    expect(loadConfig({ DATA_DIR: tempDir(), ...keys }).warnings).toEqual([expect.stringContaining('RAZORPAY_WEBHOOK_SECRET')]);
    expect(loadConfig({ DATA_DIR: tempDir(), ...keys, RAZORPAY_WEBHOOK_SECRET: 'whsec' }).warnings).toEqual([]);
    expect(loadConfig({ DATA_DIR: tempDir() }).warnings).toEqual([]);
    expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'http://localhost:3000' }).warnings).toEqual([]);
  });

  it('refuses to start a public site in a sandbox nobody asked for, and marks an explicit one', () => {
    const publicSite = { PUBLIC_URL: 'https://pathway.example.in' };
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...publicSite })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...publicSite })).toThrow(/PAYMENTS_MODE: PUBLIC_URL is a public address/);
    // One key alone is no key: still the sandbox, still refused.
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...publicSite, RAZORPAY_KEY_ID: 'rzp_live_x' })).toThrow(ConfigError);

    const staging = loadConfig({ DATA_DIR: tempDir(), ...publicSite, PAYMENTS_MODE: 'sandbox' });
    expect(staging.payments).toMatchObject({ mode: 'sandbox', testModeRibbon: true });
    const live = loadConfig({ DATA_DIR: tempDir(), ...publicSite, RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 's' });
    expect(live.payments).toMatchObject({ mode: 'razorpay', testModeRibbon: false });
    // On this machine the sandbox is the quiet default: no ribbon unless asked for.
    expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'http://127.0.0.1:3000' }).payments.testModeRibbon).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), PAYMENTS_MODE: 'sandbox' }).payments.testModeRibbon).toBe(true);
  });

  it('generates JWT and sandbox secrets once into DATA_DIR and reuses them', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir });
    const file = path.join(dir, 'secrets.json');
    expect(fs.existsSync(file)).toBe(true);
    expect((fs.statSync(file).mode & 0o777).toString(8)).toBe('600');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    const second = loadConfig({ DATA_DIR: dir });
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.payments.keySecret).toBe(first.payments.keySecret);
    expect(second.payments.webhookSecret).toBe(first.payments.webhookSecret);
    expect(loadConfig({ DATA_DIR: tempDir() }).jwtSecret).not.toBe(first.jwtSecret);
  });

  it('prefers given secrets over generated ones', () => {
    const c = loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: 'x'.repeat(40) });
    expect(c.jwtSecret).toBe('x'.repeat(40));
  });

  it('runs the background task runner unless TASK_RUNNER=off', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).tasks).toEqual({ runner: true, pollMs: 10_000 });
    expect(loadConfig({ DATA_DIR: tempDir(), TASK_RUNNER: 'off' }).tasks.runner).toBe(false);
  });

  it('parses TRUST_PROXY and PUBLIC_URL', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'https://pathway.in/', PAYMENTS_MODE: 'sandbox' }).publicUrl).toBe('https://pathway.in');
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
  });
});
