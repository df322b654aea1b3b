import { BlockList, isIPv4, isIPv6 } from 'node:net';
import Bowser from 'bowser';

/**
 * What the settings page shows of a session, worked out once when a token is issued
 * (docs/decisions/006-accounts-and-sessions.md): a device, browser and OS from the User-Agent, and a
 * place that is only a coarse network (IPv4 /24, IPv6 /48) — the full address is never stored.
 */
export interface SessionOrigin {
  device: string | null;
  browser: string | null;
  os: string | null;
  place: string | null;
}

/** Stored instead of a network for loopback and private addresses: the client is on our own network. */
export const LOCAL_PLACE = 'local';

export const UNKNOWN_DEVICE = 'Unknown device';
export const UNKNOWN_PLACE = 'Unknown place';
export const LOCAL_PLACE_LABEL = 'This network';

/** Headers can be kilobytes long; a real browser's User-Agent fits well within this. */
const MAX_USER_AGENT = 512;
const MAX_LABEL = 60;

const label = (text: string | undefined): string | null => {
  const trimmed = text?.trim();
  return trimmed ? trimmed.slice(0, MAX_LABEL) : null;
};

const major = (version: string | undefined) => version?.split('.')[0];

function deviceOf(parsed: Bowser.Parser.ParsedResult): string | null {
  const { type, model, vendor } = parsed.platform;
  const os = parsed.os.name;
  if (model === 'iPhone' || model === 'iPad' || model === 'iPod') return model;
  if (type === 'mobile') return os === 'Android' ? 'Android phone' : label(vendor ? `${vendor} phone` : 'Phone');
  if (type === 'tablet') return os === 'Android' ? 'Android tablet' : label(vendor ? `${vendor} tablet` : 'Tablet');
  if (type === 'tv') return 'TV';
  if (os === 'macOS') return 'Mac';
  if (os === 'Chrome OS') return 'Chromebook';
  if (os === 'Windows' || os === 'Linux') return `${os} computer`;
  return type === 'desktop' ? 'Computer' : null;
}

/** Device, browser and OS of a User-Agent header; nulls for a missing or unrecognised one. */
export function describeUserAgent(userAgent: string | undefined): Pick<SessionOrigin, 'device' | 'browser' | 'os'> {
  const ua = userAgent?.slice(0, MAX_USER_AGENT).trim();
  if (!ua) return { device: null, browser: null, os: null };
  const parsed = Bowser.parse(ua);
  const browser = parsed.browser.name ? label(`${parsed.browser.name} ${major(parsed.browser.version) ?? ''}`) : null;
  const os = parsed.os.name ? label(`${parsed.os.name} ${parsed.os.versionName ?? parsed.os.version ?? ''}`) : null;
  return { device: deviceOf(parsed), browser, os };
}

/** Loopback, private, link-local and carrier-grade NAT: nothing there says where a person is. */
const localRanges = new BlockList();
for (const [net, prefix] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
  ['0.0.0.0', 8],
] as const) {
  localRanges.addSubnet(net, prefix, 'ipv4');
}
for (const [net, prefix] of [
  ['::1', 128],
  ['::', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  localRanges.addSubnet(net, prefix, 'ipv6');
}

/** The eight groups of an IPv6 address (already known to be valid, without an embedded IPv4 tail). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right];
}

/**
 * An address made coarse enough to say roughly where, not who: '203.0.113.45' → '203.0.113.x',
 * '2001:db8:85a3:1::7' → '2001:db8:85a3::/48', a private or loopback one → LOCAL_PLACE.
 */
export function coarsenAddress(ip: string | undefined): string | null {
  if (!ip) return null;
  let address = ip.trim().toLowerCase().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) address = mapped[1]!;
  if (isIPv4(address)) {
    if (localRanges.check(address, 'ipv4')) return LOCAL_PLACE;
    return `${address.split('.').slice(0, 3).join('.')}.x`;
  }
  if (isIPv6(address)) {
    if (localRanges.check(address, 'ipv6')) return LOCAL_PLACE;
    // An IPv4 tail (e.g. a NAT64 address) is past the first 48 bits, so it never shows.
    const groups = ipv6Groups(address.replace(/:\d+\.\d+\.\d+\.\d+$/, ':0:0'));
    return `${groups.slice(0, 3).map((g) => g.replace(/^0+(?=.)/, '')).join(':')}::/48`;
  }
  return null;
}

/** Where a sign-in or refresh comes from, in the form that is stored. */
export function sessionOrigin(userAgent: string | undefined, ip: string | undefined): SessionOrigin {
  return { ...describeUserAgent(userAgent), place: coarsenAddress(ip) };
}

/** The place as people read it. */
export function placeLabel(place: string | null): string {
  if (!place) return UNKNOWN_PLACE;
  return place === LOCAL_PLACE ? LOCAL_PLACE_LABEL : `Near ${place}`;
}
