import { EXCHANGE_TEXTS } from '@store/domain';
import { Readable } from 'node:stream';
import yauzl from 'yauzl';
import type { Db } from '../../db';
import { CHUNK_BYTES, exchangeRepository, type ExchangeFileRow, type ExchangeRepository } from '../../repositories/exchange';

/** The longest relative name a file of the folder may have, and of one of its parts. */
const NAME_MAX = 500;
const PART_MAX = 255;

/**
 * A file name 1C sends (`import.xml`, `import_files/9d/9d1f….jpg`, a zip's entry) as a name inside
 * the session's folder, or null when it would leave it: no `..` part, no absolute path (`/…`, `C:`,
 * `\\server`), no control character, no `:` (Windows streams and drives). `\` counts as `/`;
 * `.` and empty parts are dropped.
 */
export function confinedName(raw: string): string | null {
  if (!raw || raw.length > NAME_MAX * 2) return null;
  // Unicode NFC: one name, one spelling (1C on Windows and a zip from a Mac may differ).
  const name = raw.normalize('NFC').replace(/\\/g, '/');
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f:]/.test(name) || name.startsWith('/')) return null;
  const parts: string[] = [];
  for (const part of name.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..' || part.length > PART_MAX || /^\s|\s$/.test(part)) return null;
    parts.push(part);
  }
  const joined = parts.join('/');
  return joined && joined.length <= NAME_MAX ? joined : null;
}

/** A file 1C sends to be unpacked (zip=yes: one `v8_*.zip` holding the XML and the pictures). */
export const isArchive = (name: string) => /\.zip$/i.test(name);

/**
 * Appends one POST's bytes to a file of the folder; the file's row and its new chunk are one
 * transaction, so an append is whole or absent. Bodies over CHUNK_BYTES are kept in pieces of it.
 */
export async function appendUpload(db: Db, sessionId: number, name: string, body: Buffer, now: Date) {
  return db.transaction(async (tx) => {
    const r = exchangeRepository(tx);
    let file: ExchangeFileRow | null = null;
    for (let start = 0; start < body.length || file === null; start += CHUNK_BYTES) {
      file = await r.append(sessionId, name, body.subarray(start, start + CHUNK_BYTES), now);
      if (body.length === 0) break;
    }
    return file;
  });
}

/** The bytes of a file of the folder from `from` on, chunk by chunk (a few chunks a query). */
export async function* fileBytes(repo: ExchangeRepository, fileId: number, from = 0, to = Infinity): AsyncGenerator<Buffer> {
  let at = from;
  while (at < to) {
    const chunks = await repo.chunksFrom(fileId, at, 4);
    if (chunks.length === 0) return;
    for (const chunk of chunks) {
      const begin = Math.max(0, at - chunk.start);
      const end = Math.min(chunk.data.length, to - chunk.start);
      if (end > begin) yield chunk.data.subarray(begin, end);
      at = chunk.start + end;
      if (at >= to) return;
    }
  }
}

/** yauzl's random access over a file of the folder: a zip is read where it lies, in the database. */
class FolderFileReader extends yauzl.RandomAccessReader {
  constructor(
    private readonly repo: ExchangeRepository,
    private readonly fileId: number,
  ) {
    super();
  }
  override _readStreamForRange(start: number, end: number): Readable {
    return Readable.from(fileBytes(this.repo, this.fileId, start, end));
  }
}

export class ArchiveError extends Error {}

const openZip = (reader: FolderFileReader, size: number) =>
  new Promise<yauzl.ZipFile>((resolve, reject) => {
    yauzl.fromRandomAccessReader(
      reader,
      size,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, decodeStrings: true },
      (error, zip) => (error ? reject(new ArchiveError(EXCHANGE_TEXTS.zipBad)) : resolve(zip)),
    );
  });

/** Where an archive's unpacking stands: entries done, bytes they gave, and whether the next entry is half written. */
export interface UnpackProgress {
  entry: number;
  unpackedBytes: number;
  /** The entry after `entry` was cut off at the deadline: its file holds its first bytes, whole chunks of them. */
  partial?: boolean;
}

/**
 * Unpacks the entries of an archive of the folder from where `progress` stands until `deadline`:
 * each entry becomes a file of the folder under its confined name (an entry whose name leaves the
 * folder fails the archive). An entry is written in chunks, each its own transaction, so a step
 * that reaches the deadline inside a big entry stops after a chunk; the next step inflates the
 * entry again from its start, skips what the file holds already and goes on (a 100 MB import.xml
 * takes several calls, none longer than the step). `unpackedBytes` counts what the archive gave;
 * more than `limit` fails it (a zip bomb is stopped by the bytes it really gives, not those it
 * declares). Answers where to go on, or null when every entry is out.
 */
export async function unpackArchive(
  db: Db,
  repo: ExchangeRepository,
  archive: ExchangeFileRow,
  progress: UnpackProgress,
  limit: number,
  deadline: number,
  now: Date,
): Promise<UnpackProgress | null> {
  const zip = await openZip(new FolderFileReader(repo, archive.id), archive.size);
  let index = 0;
  let unpacked = progress.unpackedBytes;
  let worked = false;
  try {
    for (;;) {
      const entry = await new Promise<yauzl.Entry | null>((resolve, reject) => {
        const onEntry = (e: yauzl.Entry) => (cleanup(), resolve(e));
        const onEnd = () => (cleanup(), resolve(null));
        // yauzl checks each entry's name itself: a relative path out of the folder or an absolute one is its error.
        const onError = (error: Error) => (
          cleanup(),
          reject(
            new ArchiveError(/relative path|absolute path/i.test(error.message) ? EXCHANGE_TEXTS.zipEntryOutside : EXCHANGE_TEXTS.zipBad),
          )
        );
        const cleanup = () => {
          zip.off('entry', onEntry);
          zip.off('end', onEnd);
          zip.off('error', onError);
        };
        zip.on('entry', onEntry);
        zip.on('end', onEnd);
        zip.on('error', onError);
        zip.readEntry();
      });
      if (!entry) return null;
      index += 1;
      if (index <= progress.entry) continue;
      if (worked && Date.now() > deadline) return { entry: index - 1, unpackedBytes: unpacked };
      if (entry.fileName.endsWith('/')) continue;
      const name = confinedName(entry.fileName);
      if (!name) throw new ArchiveError(`${EXCHANGE_TEXTS.zipEntryOutside}: «${entry.fileName.slice(0, 200)}»`);
      const existing = await repo.file(archive.session_id, name);
      const resuming = Boolean(progress.partial) && index === progress.entry + 1 && existing !== null;
      // A half-written entry goes on after what its file holds; any other is written from its start.
      const skip = resuming ? existing!.size : 0;
      if (existing && !resuming) await repo.truncate(existing.id);
      if (unpacked - skip + entry.uncompressedSize > limit) throw new ArchiveError(EXCHANGE_TEXTS.zipTooLarge);
      const stream = await new Promise<Readable>((resolve, reject) =>
        zip.openReadStream(entry, (error, s) => (error ? reject(new ArchiveError(EXCHANGE_TEXTS.zipBad)) : resolve(s))),
      );
      worked = true;
      let buffer: Buffer[] = [];
      let buffered = 0;
      let seen = 0;
      let wrote = resuming;
      const flush = async () => {
        await db.transaction(async (tx) => exchangeRepository(tx).append(archive.session_id, name, Buffer.concat(buffer), now, archive.id));
        buffer = [];
        buffered = 0;
        wrote = true;
      };
      try {
        for await (const piece of stream) {
          let bytes = piece as Buffer;
          if (seen + bytes.length <= skip) {
            seen += bytes.length;
            continue;
          }
          if (seen < skip) bytes = bytes.subarray(skip - seen);
          seen = Math.max(seen, skip) + bytes.length;
          unpacked += bytes.length;
          if (unpacked > limit) throw new ArchiveError(EXCHANGE_TEXTS.zipTooLarge);
          buffer.push(bytes);
          buffered += bytes.length;
          if (buffered >= CHUNK_BYTES) {
            await flush();
            if (Date.now() > deadline) {
              stream.destroy();
              return { entry: index - 1, unpackedBytes: unpacked, partial: true };
            }
          }
        }
      } catch (error) {
        stream.destroy();
        throw error instanceof ArchiveError ? error : new ArchiveError(EXCHANGE_TEXTS.zipBad);
      }
      if (buffered > 0 || !wrote) await flush();
    }
  } finally {
    zip.close();
  }
}
