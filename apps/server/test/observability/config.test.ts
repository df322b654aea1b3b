import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { loggerOptions } from '../../src/platform/logging.ts';

const dirs: string[] = [];
const env = (vars: Record<string, string> = {}) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathway-config-'));
  dirs.push(dir);
  return { DATA_DIR: dir, ...vars };
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe('LOG_FORMAT', () => {
  it('is pretty on a terminal and JSON otherwise, unless set', () => {
    expect(loadConfig(env(), { stdoutIsTTY: true }).logFormat).toBe('pretty');
    expect(loadConfig(env(), { stdoutIsTTY: false }).logFormat).toBe('json');
    expect(loadConfig(env()).logFormat).toBe('json');
    expect(loadConfig(env({ LOG_FORMAT: 'json' }), { stdoutIsTTY: true }).logFormat).toBe('json');
    expect(loadConfig(env({ LOG_FORMAT: 'pretty' })).logFormat).toBe('pretty');
    expect(() => loadConfig(env({ LOG_FORMAT: 'xml' }))).toThrow(/LOG_FORMAT/);
  });

  it('pretty means the pino-pretty transport; JSON means none', () => {
    expect(loggerOptions({ logLevel: 'info', logFormat: 'pretty' })).toMatchObject({ transport: { target: 'pino-pretty' } });
    expect(loggerOptions({ logLevel: 'info', logFormat: 'json' })).not.toHaveProperty('transport');
  });
});

describe('METRICS_TOKEN', () => {
  it('is off when unset, and refused when too short to be a secret', () => {
    expect(loadConfig(env()).metricsToken).toBeUndefined();
    expect(loadConfig(env({ METRICS_TOKEN: 'a-long-enough-metrics-token' })).metricsToken).toBe('a-long-enough-metrics-token');
    expect(() => loadConfig(env({ METRICS_TOKEN: 'short' }))).toThrow(ConfigError);
    expect(() => loadConfig(env({ METRICS_TOKEN: 'short' }))).toThrow(/METRICS_TOKEN: must be at least 16 characters/);
  });
});
