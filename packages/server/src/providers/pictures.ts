import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { s3PictureStore, type S3PictureSettings } from './pictures-s3';

/**
 * Where the product pictures 1C sends are kept, each once by its content: the name is the
 * bytes' SHA-256 (an unchanged picture sent again is the same name, stored once), so a name never
 * changes meaning and every instance may cache it forever. A folder by default (IMAGES_DIR, shared
 * by the instances), S3-compatible object storage when configured (pictures-s3.ts).
 */
export interface PictureStore {
  readonly kind: 'folder' | 's3';
  has(name: string): Promise<boolean>;
  put(name: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The picture's bytes, or null when the store has none of this name. */
  get(name: string): Promise<Buffer | null>;
}

const EXTENSIONS: Record<string, { ext: 'jpg' | 'png' | 'webp'; type: string }> = {
  jpg: { ext: 'jpg', type: 'image/jpeg' },
  jpeg: { ext: 'jpg', type: 'image/jpeg' },
  png: { ext: 'png', type: 'image/png' },
  webp: { ext: 'webp', type: 'image/webp' },
};

/** The stored name of a picture's bytes (a name the file route accepts: FILE_NAME), or null for a type the store does not serve. */
export function pictureName(path: string, bytes: Buffer): { name: string; type: string } | null {
  const known = EXTENSIONS[path.split('.').pop()?.toLowerCase() ?? ''];
  if (!known) return null;
  return { name: `${createHash('sha256').update(bytes).digest('hex').slice(0, 40)}.${known.ext}`, type: known.type };
}

export type PictureSettings = { kind: 'folder' } | ({ kind: 's3' } & S3PictureSettings);

/** The store the settings name: the images folder, or a bucket of S3-compatible object storage. */
export function pictureStore(settings: PictureSettings, imagesDir: string): PictureStore {
  return settings.kind === 's3' ? s3PictureStore(settings) : folderPictureStore(imagesDir);
}

/** The pictures in a folder every instance reads (the file and custom-loader routes serve it as they are). */
export function folderPictureStore(dir: string): PictureStore {
  return {
    kind: 'folder',
    async has(name) {
      return (await stat(join(dir, name)).catch(() => null))?.isFile() ?? false;
    },
    async put(name, bytes) {
      await writeWhole(dir, name, bytes);
    },
    async get(name) {
      return readFile(join(dir, name)).catch(() => null);
    },
  };
}

/** Writes bytes under a name of the folder aside and renames them in: a reader never meets half a file. */
async function writeWhole(dir: string, name: string, bytes: Buffer): Promise<void> {
  await mkdir(dir, { recursive: true });
  const partial = join(dir, `${name}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
  await writeFile(partial, bytes);
  await rename(partial, join(dir, name));
}

/**
 * The picture's file in the local folder the file and custom-loader routes read: there already
 * (the folder store, the seed's pictures, a copy made before), or fetched once from object storage
 * (a name never changes meaning: the copy is never stale). False when neither has it.
 */
export async function localPicture(store: PictureStore, dir: string, name: string): Promise<boolean> {
  if ((await stat(join(dir, name)).catch(() => null))?.isFile()) return true;
  if (store.kind === 'folder') return false;
  const bytes = await store.get(name);
  if (!bytes) return false;
  await writeWhole(dir, name, bytes);
  return true;
}
