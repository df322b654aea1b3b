import { describe, expect, it } from 'vitest';
import { coarsenAddress, describeUserAgent, LOCAL_PLACE, placeLabel } from './session-details.ts';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  windowsChrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.6045.163 Mobile Safari/537.36',
  macSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
};

describe('describeUserAgent', () => {
  it('names the device, the browser with its major version and the OS', () => {
    expect(describeUserAgent(UA.iphone)).toEqual({ device: 'iPhone', browser: 'Safari 17', os: 'iOS 17.1' });
    expect(describeUserAgent(UA.windowsChrome)).toEqual({ device: 'Windows computer', browser: 'Chrome 120', os: 'Windows 10' });
    expect(describeUserAgent(UA.androidChrome)).toEqual({ device: 'Android phone', browser: 'Chrome 119', os: 'Android 14' });
    expect(describeUserAgent(UA.macSafari)).toEqual({ device: 'Mac', browser: 'Safari 17', os: 'macOS Catalina' });
  });

  it('answers nulls for a missing or unrecognised header, and never fails on a huge one', () => {
    expect(describeUserAgent(undefined)).toEqual({ device: null, browser: null, os: null });
    expect(describeUserAgent('   ')).toEqual({ device: null, browser: null, os: null });
    expect(describeUserAgent('curl/8.4.0')).toEqual({ device: null, browser: null, os: null });
    const huge = describeUserAgent(`${UA.windowsChrome} ${'x'.repeat(100_000)}`);
    expect(huge.browser).toBe('Chrome 120');
  });
});

describe('coarsenAddress', () => {
  it('keeps the /24 of a public IPv4 address and never the last octet', () => {
    expect(coarsenAddress('203.0.113.45')).toBe('203.0.113.x');
    expect(coarsenAddress('::ffff:198.51.100.7')).toBe('198.51.100.x');
  });

  it('keeps the /48 of a public IPv6 address', () => {
    expect(coarsenAddress('2001:db8:85a3:1:2:3:4:5')).toBe('2001:db8:85a3::/48');
    expect(coarsenAddress('2001:0db8::1')).toBe('2001:db8:0::/48');
    expect(coarsenAddress('2406:7400:63:9b2e::1')).toBe('2406:7400:63::/48');
    expect(coarsenAddress('64:ff9b::203.0.113.9')).toBe('64:ff9b:0::/48');
  });

  it('calls loopback, private and link-local addresses this network', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.20.0.5', '192.168.1.10', '169.254.3.4', '100.64.1.1', '::1', 'fd12:3456::1', 'fe80::1%eth0', '::ffff:127.0.0.1']) {
      expect(coarsenAddress(ip), ip).toBe(LOCAL_PLACE);
    }
  });

  it('answers null for no address or something that is not one', () => {
    expect(coarsenAddress(undefined)).toBeNull();
    expect(coarsenAddress('')).toBeNull();
    expect(coarsenAddress('not-an-ip')).toBeNull();
  });
});

describe('placeLabel', () => {
  it('reads as a place', () => {
    expect(placeLabel('203.0.113.x')).toBe('Near 203.0.113.x');
    expect(placeLabel(LOCAL_PLACE)).toBe('This network');
    expect(placeLabel(null)).toBe('Unknown place');
  });
});
