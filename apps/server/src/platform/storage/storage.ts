import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files are served from (outside the API prefix: plain static files). */
export const UPLOADS_URL_PREFIX = '/uploads';

/** The kinds of stored files; each is one folder and one URL prefix. */
export const uploadAreas = ['avatars'] as const;
export type UploadArea = (typeof uploadAreas)[number];

/** Stored names: random, so a URL can be cached for ever and cannot be guessed. */
const STORED_NAME = /^[A-Za-z0-9_-]{16,64}\.(webp)$/;
const STORED_URL = new RegExp(`^${UPLOADS_URL_PREFIX}/(${uploadAreas.join('|')})/([A-Za-z0-9_-]{16,64}\\.webp)$`);

export function isStoredName(name: string): boolean {
  return STORED_NAME.test(name);
}

/**
 * User files (avatars), addressed by their public URL. The local implementation keeps them under
 * DATA_DIR/uploads; an S3-compatible implementation is the scale-out path, behind
 * the same interface.
 */
export interface FileStorage {
  /** Stores the bytes under a new random name; answers the public URL (`/uploads/<area>/<name>`). */
  put(area: UploadArea, bytes: Uint8Array, extension: 'webp'): Promise<string>;
  /** Removes a file by its URL; a URL that is not one of ours (or a file already gone) is ignored. */
  remove(url: string | null | undefined): Promise<void>;
}

export interface LocalFileStorage extends FileStorage {
  /** The folder of an area on disk (what the static route serves). */
  dirOf(area: UploadArea): string;
}

/** Files on the local disk under `uploadsDir` (DATA_DIR/uploads). */
export function createLocalStorage(uploadsDir: string): LocalFileStorage {
  const dirOf = (area: UploadArea) => path.join(uploadsDir, area);
  return {
    dirOf,
    async put(area, bytes, extension) {
      const name = `${randomBytes(18).toString('base64url')}.${extension}`;
      const dir = dirOf(area);
      await fs.mkdir(dir, { recursive: true });
      // Written under a temporary name and renamed, so a reader never sees half a file.
      const temporary = path.join(dir, `.${name}.${process.pid}.tmp`);
      await fs.writeFile(temporary, bytes, { flag: 'wx', mode: 0o644 });
      await fs.rename(temporary, path.join(dir, name));
      return `${UPLOADS_URL_PREFIX}/${area}/${name}`;
    },
    async remove(url) {
      const match = url ? STORED_URL.exec(url) : null;
      if (!match) return;
      await fs.rm(path.join(dirOf(match[1] as UploadArea), match[2]!), { force: true });
    },
  };
}
