import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pathway-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Pathway</title><div id="root"></div>');
  fs.writeFileSync(path.join(webDir, 'assets', 'index-AbC123.js'), 'console.log(1)');
  fs.writeFileSync(path.join(webDir, 'assets', 'big-Zz9.js'), 'console.log("pathway");\n'.repeat(500));
  fs.writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ webDistDir: webDir });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const get = (url: string, accept = 'text/html,application/xhtml+xml') => t.app.inject({ method: 'GET', url, headers: { accept } });

describe('serving the SPA', () => {
  it('serves index.html at / without long caching', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/about', '/jobs?q=react', '/dashboard', '/no/such/page'])('falls back to index.html for %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('caches hashed assets for a year', async () => {
    const res = await get('/assets/index-AbC123.js', '*/*');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates other static files', async () => {
    const res = await get('/favicon.svg', '*/*');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it('answers 404 for a missing file rather than the app', async () => {
    const res = await get('/assets/missing-123.js', '*/*');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<div id="root">');
  });

  it('keeps API paths out of the fallback', async () => {
    const res = await get('/api/v1/unknown');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('puts the CSP on the page too', async () => {
    const res = await get('/about');
    expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  });
});

describe('compression', () => {
  it('compresses scripts and JSON for clients that accept it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/big-Zz9.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBeLessThan(2000);
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(api.headers['content-encoding']).toBe('gzip');
  });

  it('sends plain bytes to clients that do not ask', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'identity' } });
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
