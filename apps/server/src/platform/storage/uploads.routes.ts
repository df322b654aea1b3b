import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { isStoredName, UPLOADS_URL_PREFIX, uploadAreas, type LocalFileStorage } from './storage.ts';

/**
 * Serves stored uploads as static files: `/uploads/avatars/<name>.webp`. Names change on every
 * upload, so the files are cached for a year; only names the storage could have written are served
 * (no listing, no dot files, no other extensions), always as the type of their extension, with
 * `X-Content-Type-Options: nosniff` (helmet, on every answer).
 */
export async function registerUploads(app: FastifyInstance, storage: LocalFileStorage): Promise<void> {
  for (const area of uploadAreas) {
    const root = storage.dirOf(area);
    fs.mkdirSync(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: `${UPLOADS_URL_PREFIX}/${area}/`,
      decorateReply: false,
      wildcard: true,
      index: false,
      list: false,
      dotfiles: 'deny',
      serveDotFiles: false,
      redirect: false,
      cacheControl: true,
      maxAge: '365d',
      immutable: true,
      schemaHide: true,
      allowedPath: (pathName) => isStoredName(path.posix.basename(pathName)) && path.posix.dirname(pathName) === '/',
      setHeaders(reply) {
        reply.header('x-content-type-options', 'nosniff');
      },
    });
  }
}
