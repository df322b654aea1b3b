import fs from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAccounts, type Accounts } from '../accounts/helpers.ts';
import { activityOf, freshIp, signedUp, unverifiedUser, uploadAvatar, type Part } from './helpers.ts';

let a: Accounts;

beforeAll(async () => {
  a = await startAccounts({
    configure: (config) => ({ ...config, rateLimits: { ...config.rateLimits, avatarUploadsPerAccount: { max: 6, windowMs: 60 * 60 * 1000 } } }),
  });
});
afterAll(async () => {
  await a?.close();
});

const avatarsDir = () => path.join(a.t.dataDir, 'uploads', 'avatars');
const storedFiles = () => fs.readdirSync(avatarsDir()).sort();
const fileOf = (url: string) => path.join(avatarsDir(), path.basename(url));

/** A landscape JPEG with EXIF (camera, GPS-like text, orientation) that must not survive. */
async function photo(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: 'PhoneCam', Artist: 'Asha Verma', Copyright: 'Asha' } } })
    .toBuffer();
}

/** A tiny, valid-looking PNG whose header declares 20000 × 20000 pixels (400 megapixels). */
function pixelBomb(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20_000, 0);
  ihdr.writeUInt32BE(20_000, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(0, 9); // greyscale
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])), chunk('IEND', Buffer.alloc(0))]);
}

const file = (data: Uint8Array | string, filename = 'me.jpg', type = 'image/jpeg'): Part => ({ name: 'avatar', data, filename, type });

describe('POST /users/avatar', () => {
  it('re-encodes a photo to a 512 × 512 WebP without metadata, serves it, and removes the previous one', async () => {
    const user = await signedUp(a);
    const first = await uploadAvatar(a, user.token, [file(await photo())]);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Avatar Updated.');
    const firstUrl: string = first.json().data.avatarUrl;
    expect(firstUrl).toMatch(/^\/uploads\/avatars\/[A-Za-z0-9_-]{24}\.webp$/);

    const stored = fs.readFileSync(fileOf(firstUrl));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneCam'))).toBe(false);
    expect(stored.includes(Buffer.from('Asha Verma'))).toBe(false);

    const served = await a.t.app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(stored)).toBe(true);

    expect((await user.api('GET', '/users/profile')).json().data.avatar).toBe(firstUrl);

    // A PNG replaces it; the JPEG's file goes.
    const png = await sharp({ create: { width: 300, height: 900, channels: 4, background: '#3355ffcc' } }).png().toBuffer();
    const second = await uploadAvatar(a, user.token, [file(png, 'me.png', 'image/png')]);
    expect(second.statusCode).toBe(200);
    const secondUrl: string = second.json().data.avatarUrl;
    expect(secondUrl).not.toBe(firstUrl);
    expect(fs.existsSync(fileOf(firstUrl))).toBe(false);
    expect(fs.existsSync(fileOf(secondUrl))).toBe(true);
    expect((await a.t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    expect((await user.api('GET', '/users/profile')).json().data.avatar).toBe(secondUrl);

    const photos = (await activityOf(a, user.userId)).filter((r) => r.title === 'Updated your profile photo');
    expect(photos).toHaveLength(2);
  });

  it('takes WebP and GIF by their bytes, whatever the name or declared type says', async () => {
    const user = await signedUp(a);
    const webp = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0a0' } }).webp().toBuffer();
    const gif = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a00' } }).gif().toBuffer();
    for (const bytes of [webp, gif]) {
      const res = await uploadAvatar(a, user.token, [file(bytes, 'avatar.txt', 'text/plain')]);
      expect(res.statusCode).toBe(200);
      const meta = await sharp(fs.readFileSync(fileOf(res.json().data.avatarUrl))).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    }
  });

  it('refuses a renamed text file, an SVG and a broken image (415) and keeps the old avatar', async () => {
    const user = await signedUp(a);
    const ok = await uploadAvatar(a, user.token, [file(await photo())]);
    const url: string = ok.json().data.avatarUrl;
    const before = storedFiles();

    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const brokenJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]);
    for (const part of [
      file('name,email\nAsha,asha@example.in\n', 'photo.jpg', 'image/jpeg'),
      file(svg, 'avatar.svg', 'image/svg+xml'),
      file(brokenJpeg, 'broken.jpg', 'image/jpeg'),
    ]) {
      const res = await uploadAvatar(a, user.token, [part]);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    expect(storedFiles()).toEqual(before);
    expect((await user.api('GET', '/users/profile')).json().data.avatar).toBe(url);
  });

  it('refuses a file over 5 MB (413) and an image of more than 40 megapixels (413)', async () => {
    const user = await signedUp(a);
    const big = Buffer.alloc(6 * 1024 * 1024, 0);
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(big);
    const tooBig = await uploadAvatar(a, user.token, [file(big)]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', details: { avatar: 'Please select an image smaller than 5MB.' } });

    const bomb = pixelBomb();
    expect(bomb.length).toBeLessThan(100);
    const tooManyPixels = await uploadAvatar(a, user.token, [file(bomb, 'bomb.png', 'image/png')]);
    expect(tooManyPixels.statusCode).toBe(413);
    expect(tooManyPixels.json().code).toBe('PAYLOAD_TOO_LARGE');
    expect(tooManyPixels.json().message).toContain('40 megapixels');
    expect((await user.api('GET', '/users/profile')).json().data.avatar).toBeNull();
  });

  it('needs multipart (415) with a file in the field "avatar" (400 details.avatar)', async () => {
    const user = await signedUp(a);
    const json = await user.api('POST', '/users/avatar', { avatar: 'data:image/png;base64,AAAA' });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const noFile = await uploadAvatar(a, user.token, [{ name: 'note', data: 'hello' }]);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: { avatar: 'Please select an image file.' } });

    const wrongField = await uploadAvatar(a, user.token, [{ name: 'photo', data: await photo(), filename: 'me.jpg', type: 'image/jpeg' }]);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().details).toEqual({ avatar: 'Please select an image file.' });

    const empty = await uploadAvatar(a, user.token, [file(new Uint8Array(0), '', 'application/octet-stream')]);
    expect(empty.statusCode).toBe(400);

    // Malformed bodies are the client's fault, never a 500.
    for (const [contentType, payload] of [
      ['multipart/form-data', 'no boundary'],
      ['multipart/form-data; boundary=xyz', '--xyz\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\ncut short'],
    ]) {
      const res = await a.t.app.inject({
        method: 'POST',
        url: '/api/v1/users/avatar',
        payload,
        headers: { 'content-type': contentType!, authorization: `Bearer ${user.token}` },
      });
      expect(res.statusCode, contentType).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const fields = Array.from({ length: 20 }, (_, i) => ({ name: `field${i}`, data: 'x' }));
    const tooManyParts = await uploadAvatar(a, user.token, [...fields, file(await photo())]);
    expect(tooManyParts.statusCode).toBe(413);
    expect((await user.api('GET', '/users/profile')).json().data.avatar).toBeNull();
  });

  it('needs a session (401) and a verified email (403), and is rate-limited per account (429)', async () => {
    const image = await photo();
    expect((await uploadAvatar(a, undefined, [file(image)])).statusCode).toBe(401);
    const unverified = await unverifiedUser(a);
    const refused = await uploadAvatar(a, unverified.token, [file(image)]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('EMAIL_NOT_VERIFIED');

    const user = await signedUp(a);
    const codes: number[] = [];
    for (let i = 0; i < 7; i += 1) codes.push((await uploadAvatar(a, user.token, [file(image)], freshIp())).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 200, 429]);
    // Only the latest file is kept.
    const current: string = (await user.api('GET', '/users/profile')).json().data.avatar;
    expect(fs.existsSync(fileOf(current))).toBe(true);
  });

  it('serves only names the storage writes, and never as anything but an image file of ours', async () => {
    const user = await signedUp(a);
    const url: string = (await uploadAvatar(a, user.token, [file(await photo())])).json().data.avatarUrl;
    fs.writeFileSync(path.join(avatarsDir(), '.hidden.webp'), 'x');
    fs.writeFileSync(path.join(avatarsDir(), 'aaaaaaaaaaaaaaaaaaaaaaaa.html'), '<script>alert(1)</script>');
    for (const bad of [
      '/uploads/avatars/.hidden.webp',
      '/uploads/avatars/x.webp',
      '/uploads/avatars/aaaaaaaaaaaaaaaaaaaaaaaa.html',
      '/uploads/avatars/..%2F..%2Fsecrets.json',
      `/uploads/avatars/${path.basename(url)}/x`,
    ]) {
      const res = await a.t.app.inject({ method: 'GET', url: bad, headers: { accept: 'image/*' } });
      expect(res.statusCode, bad).toBe(404);
      expect(res.body).not.toContain('<script>');
    }
    const listing = await a.t.app.inject({ method: 'GET', url: '/uploads/avatars/', headers: { accept: 'image/*' } });
    expect(listing.body).not.toContain(path.basename(url));
    const head = await a.t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
  });
});

describe('deleting the account', () => {
  it('removes the avatar file with the account', async () => {
    const user = await signedUp(a);
    const uploaded = await uploadAvatar(a, user.token, [file(await photo())]);
    expect(uploaded.statusCode).toBe(200);
    const stored = fileOf(uploaded.json().data.avatarUrl);
    expect(fs.existsSync(stored)).toBe(true);

    const deleted = await user.api('DELETE', '/users/account', { password: user.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(fs.existsSync(stored)).toBe(false);
  });
});
