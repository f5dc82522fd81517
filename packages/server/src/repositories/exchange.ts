import type { Queryable } from '../db';

export interface ExchangeSessionRow {
  id: number;
  kind: 'catalog' | 'sale';
  version: string | null;
  created_at: Date;
  seen_at: Date;
  full_catalogs: string[];
}

export interface ExchangeFileRow {
  id: number;
  session_id: number;
  name: string;
  size: number;
  chunks: number;
  from_zip: number | null;
  unpacked: boolean;
}

export type ImportPhase = 'unzip' | 'parse' | 'apply' | 'finish' | 'done' | 'failed';

export interface ExchangeImportRow {
  id: number;
  session_id: number;
  file_id: number;
  name: string;
  phase: ImportPhase;
  state: Record<string, unknown>;
  report: Record<string, unknown>;
  message: string | null;
  lease_owner: string | null;
  lease_until: Date | null;
}

export interface StagedItem {
  seq: number;
  kind: string;
  data: Record<string, unknown>;
}

/** The lease of an import was taken over (it ran out): the step's transaction must not commit. */
export class LeaseLostError extends Error {
  constructor() {
    super('exchange import lease lost');
  }
}

/** One file of the upload folder holds at most this many bytes per row (a POST is at most file_limit anyway). */
export const CHUNK_BYTES = 1024 * 1024;

/** Exchange sessions, their upload folders, imports and staging rows (migration 020). */
export function exchangeRepository(db: Queryable) {
  return {
    async createSession(tokenHash: string, kind: 'catalog' | 'sale', now: Date): Promise<number> {
      const [row] = await db.query<{ id: number }>(
        'INSERT INTO exchange_sessions (token_hash, kind, created_at, seen_at) VALUES ($1, $2, $3, $3) RETURNING id',
        [tokenHash, kind, now],
      );
      return row!.id;
    },

    /** The session of a cookie still alive (seen after `aliveAfter`), marked seen now. */
    async touchSession(tokenHash: string, now: Date, aliveAfter: Date): Promise<ExchangeSessionRow | null> {
      const [row] = await db.query<ExchangeSessionRow>(
        `UPDATE exchange_sessions SET seen_at = $2 WHERE token_hash = $1 AND seen_at > $3
         RETURNING id, kind, version, created_at, seen_at, full_catalogs`,
        [tokenHash, now, aliveAfter],
      );
      return row ?? null;
    },

    /** init: a clean upload folder (its files and imports go) and the schema version 1C named. */
    async resetFolder(sessionId: number, version: string | null): Promise<void> {
      await db.query('DELETE FROM exchange_imports WHERE session_id = $1', [sessionId]);
      await db.query('DELETE FROM exchange_files WHERE session_id = $1', [sessionId]);
      await db.query('UPDATE exchange_sessions SET version = $2, full_catalogs = $3 WHERE id = $1', [sessionId, version, []]);
    },

    async addFullCatalog(sessionId: number, catalogId: string): Promise<void> {
      await db.query(
        'UPDATE exchange_sessions SET full_catalogs = array_append(full_catalogs, $2) WHERE id = $1 AND NOT ($2 = ANY(full_catalogs))',
        [sessionId, catalogId],
      );
    },

    async pruneSessions(before: Date): Promise<number> {
      const rows = await db.query<{ id: number }>('DELETE FROM exchange_sessions WHERE seen_at <= $1 RETURNING id', [before]);
      return rows.length;
    },

    /**
     * Appends bytes to a file of the folder (created by its first POST). The row lock of the
     * file orders two appends to one name: each gets the next offset and sequence number.
     */
    async append(sessionId: number, name: string, data: Buffer, now: Date, fromZip: number | null = null): Promise<ExchangeFileRow> {
      await db.query(
        `INSERT INTO exchange_files (session_id, name, from_zip, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (session_id, name) DO NOTHING`,
        [sessionId, name, fromZip, now],
      );
      const [file] = await db.query<ExchangeFileRow>(
        `UPDATE exchange_files SET size = size + $3, chunks = chunks + 1, unpacked = false
          WHERE session_id = $1 AND name = $2
         RETURNING id, session_id, name, size, chunks, from_zip, unpacked`,
        [sessionId, name, data.length],
      );
      // A file sent again after its import ended is a new file to import.
      await db.query("DELETE FROM exchange_imports WHERE file_id = $1 AND phase IN ('done', 'failed')", [file!.id]);
      await db.query('INSERT INTO exchange_file_chunks (file_id, seq, start, data) VALUES ($1, $2, $3, $4)', [
        file!.id,
        file!.chunks - 1,
        file!.size - data.length,
        data,
      ]);
      return file!;
    },

    /** Replaces a file (an archive's entry unpacked again): its bytes go, the row stays. */
    async truncate(fileId: number): Promise<void> {
      await db.query('DELETE FROM exchange_file_chunks WHERE file_id = $1', [fileId]);
      await db.query('UPDATE exchange_files SET size = 0, chunks = 0 WHERE id = $1', [fileId]);
    },

    async file(sessionId: number, name: string): Promise<ExchangeFileRow | null> {
      const [row] = await db.query<ExchangeFileRow>(
        'SELECT id, session_id, name, size, chunks, from_zip, unpacked FROM exchange_files WHERE session_id = $1 AND name = $2',
        [sessionId, name],
      );
      return row ?? null;
    },

    async files(sessionId: number): Promise<ExchangeFileRow[]> {
      return db.query<ExchangeFileRow>(
        'SELECT id, session_id, name, size, chunks, from_zip, unpacked FROM exchange_files WHERE session_id = $1 ORDER BY id',
        [sessionId],
      );
    },

    async markUnpacked(fileId: number): Promise<void> {
      await db.query('UPDATE exchange_files SET unpacked = true WHERE id = $1', [fileId]);
    },

    /** The chunks of a file that hold bytes from `from` on, `limit` at a time, in order. */
    async chunksFrom(fileId: number, from: number, limit: number): Promise<{ start: number; data: Buffer }[]> {
      const rows = await db.query<{ start: number; data: Uint8Array }>(
        `SELECT start, data FROM exchange_file_chunks WHERE file_id = $1 AND start + length(data) > $2 ORDER BY seq LIMIT $3`,
        [fileId, from, limit],
      );
      return rows.map((r) => ({ start: r.start, data: Buffer.from(r.data.buffer, r.data.byteOffset, r.data.byteLength) }));
    },

    async importOf(sessionId: number, name: string): Promise<ExchangeImportRow | null> {
      const [row] = await db.query<ExchangeImportRow>('SELECT * FROM exchange_imports WHERE session_id = $1 AND name = $2', [
        sessionId,
        name,
      ]);
      return row ?? null;
    },

    async createImport(sessionId: number, fileId: number, name: string, phase: ImportPhase, now: Date): Promise<ExchangeImportRow> {
      const [row] = await db.query<ExchangeImportRow>(
        `INSERT INTO exchange_imports (session_id, file_id, name, phase, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5)
         ON CONFLICT (session_id, name) DO UPDATE SET updated_at = exchange_imports.updated_at RETURNING *`,
        [sessionId, fileId, name, phase, now],
      );
      return row!;
    },

    /** Takes the import's lease for `owner` until `until` when nobody holds it (or it ran out); null otherwise. */
    async claim(importId: number, owner: string, now: Date, until: Date): Promise<ExchangeImportRow | null> {
      const [row] = await db.query<ExchangeImportRow>(
        `UPDATE exchange_imports SET lease_owner = $2, lease_until = $4
          WHERE id = $1 AND (lease_until IS NULL OR lease_until <= $3 OR lease_owner = $2) RETURNING *`,
        [importId, owner, now, until],
      );
      return row ?? null;
    },

    async release(importId: number, owner: string): Promise<void> {
      await db.query('UPDATE exchange_imports SET lease_owner = NULL, lease_until = NULL WHERE id = $1 AND lease_owner = $2', [
        importId,
        owner,
      ]);
    },

    /**
     * Moves the import on (inside the step's transaction): fails with LeaseLostError when the lease
     * is no longer `owner`'s, so a step that outlived its lease commits nothing.
     */
    async advance(
      tx: Queryable,
      importId: number,
      owner: string,
      change: { phase: ImportPhase; state: object; report: object; message: string | null },
      now: Date,
      leaseUntil: Date,
    ): Promise<void> {
      const rows = await tx.query<{ id: number }>(
        `UPDATE exchange_imports SET phase = $3, state = $4, report = $5, message = $6, updated_at = $7, lease_until = $8
          WHERE id = $1 AND lease_owner = $2 RETURNING id`,
        [importId, owner, change.phase, JSON.stringify(change.state), JSON.stringify(change.report), change.message, now, leaseUntil],
      );
      if (rows.length === 0) throw new LeaseLostError();
    },

    async stage(tx: Queryable, importId: number, items: StagedItem[]): Promise<void> {
      if (items.length === 0) return;
      await tx.query(
        `INSERT INTO exchange_staging (import_id, seq, kind, data)
         SELECT $1, s.seq, s.kind, s.data FROM unnest($2::int[], $3::text[], $4::jsonb[]) s (seq, kind, data)`,
        [importId, items.map((i) => i.seq), items.map((i) => i.kind), items.map((i) => JSON.stringify(i.data))],
      );
    },

    async clearStaging(tx: Queryable, importId: number): Promise<void> {
      await tx.query('DELETE FROM exchange_staging WHERE import_id = $1', [importId]);
    },

    /** Staged items of some kinds after `afterSeq`, in the file's order. */
    async staged(importId: number, kinds: readonly string[], afterSeq: number, limit: number): Promise<StagedItem[]> {
      return db.query<StagedItem>(
        `SELECT seq, kind, data FROM exchange_staging WHERE import_id = $1 AND kind = ANY($2::text[]) AND seq > $3 ORDER BY seq LIMIT $4`,
        [importId, kinds, afterSeq, limit],
      );
    },

    async stagedCount(importId: number): Promise<Record<string, number>> {
      const rows = await db.query<{ kind: string; n: number }>(
        'SELECT kind, count(*)::int AS n FROM exchange_staging WHERE import_id = $1 GROUP BY kind',
        [importId],
      );
      return Object.fromEntries(rows.map((r) => [r.kind, r.n]));
    },
  };
}

export type ExchangeRepository = ReturnType<typeof exchangeRepository>;
