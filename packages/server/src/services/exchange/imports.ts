import { EXCHANGE_TEXTS } from '@store/domain';
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db';
import type { PictureStore } from '../../providers/pictures';
import { readXmlItems, XmlFileError, type XmlCheckpoint } from '../../lib/xml-items';
import {
  LeaseLostError,
  type ExchangeImportRow,
  type ExchangeSessionRow,
  type ImportPhase,
  type StagedItem,
} from '../../repositories/exchange';
import type { ServiceContext } from '../context';
import { applyBatch, APPLY_ORDER, BATCH_SIZES, finishStep, ImportFileError, type ApplyEnv } from './apply';
import { commerceMlVisitor, type CmlContext, type StagedRecord } from './commerceml';
import { asReport, reportLines, type ImportReport } from './report';
import { ArchiveError, confinedName, fileBytes, isArchive, unpackArchive } from './uploads';

/** An answer of the protocol: its first line and the lines after it. */
export interface ExchangeAnswer {
  status: 'success' | 'progress' | 'failure';
  lines: string[];
}

/** How long a call's lease on an import lasts: well past one call's work, short enough that a dead instance's import goes on soon. */
export const LEASE_MS = 30_000;
/** Items a parse step stages at most before it commits them with its checkpoint, and at least before the time slice may end it. */
const PARSE_BATCH = 2000;
const PARSE_MIN = 200;

export interface ImportLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

interface ImportState {
  entry?: number;
  unpackedBytes?: number;
  partial?: boolean;
  checkpoint?: XmlCheckpoint | null;
  context?: CmlContext;
  seq?: number;
  kind?: number;
  after?: number;
  finish?: Record<string, unknown>;
}

/** How long the import waits at most, between two steps, for the shoppers' requests in flight to end. */
export const GIVE_WAY_MS = 200;

type Ctx = Pick<ServiceContext, 'db' | 'repos' | 'settings'> & {
  pictures: PictureStore;
  /** Resolves when the shoppers' requests under way have ended (at most GIVE_WAY_MS): the next step waits for it. */
  giveWay?: () => Promise<void>;
};

const PHASE_TEXT: Record<ImportPhase, string> = {
  unzip: 'распаковка архива',
  parse: 'чтение файла',
  apply: 'загрузка данных',
  finish: 'завершение загрузки',
  done: 'загружено',
  failed: 'ошибка',
};

/** The answer an import's row gives as it stands. */
function answerOf(row: ExchangeImportRow): ExchangeAnswer {
  if (row.phase === 'done') return { status: 'success', lines: reportLines(asReport(row.report)) };
  if (row.phase === 'failed') return { status: 'failure', lines: [row.message ?? EXCHANGE_TEXTS.zipBad] };
  const state = row.state as ImportState;
  const detail =
    row.phase === 'parse'
      ? `прочитано элементов: ${state.seq ?? 0}`
      : row.phase === 'apply'
        ? `загружается: ${APPLY_ORDER[state.kind ?? 0] ?? ''}, позиция ${state.after ?? 0}`
        : row.phase === 'unzip'
          ? `распаковано файлов: ${state.entry ?? 0}`
          : '';
  return { status: 'progress', lines: [`${row.name}: ${PHASE_TEXT[row.phase]}${detail ? `, ${detail}` : ''}`] };
}

interface Step {
  phase: ImportPhase;
  state: ImportState;
  report: ImportReport;
  message: string | null;
}

/**
 * Runs one import's steps until it is done or failed or `deadline` passes, under its lease. Each
 * step commits its writes together with the import's new phase and state, so the next call (here
 * or on another instance) goes on exactly where this one stopped; a step that lost its lease
 * commits nothing.
 */
async function runSteps(ctx: Ctx, session: ExchangeSessionRow, row: ExchangeImportRow, deadline: number, log: ImportLog) {
  if (row.phase === 'done' || row.phase === 'failed') return answerOf(row);
  const owner = randomUUID();
  const now = () => ctx.settings.now();
  const claimed = await ctx.repos.exchange.claim(row.id, owner, now(), new Date(now().getTime() + LEASE_MS));
  if (!claimed) return { status: 'progress' as const, lines: [EXCHANGE_TEXTS.busy] };
  let current: Step = { phase: claimed.phase, state: claimed.state as ImportState, report: asReport(claimed.report), message: null };
  const commit = async (tx: Queryable, next: Step) => {
    await ctx.repos.exchange.advance(tx, row.id, owner, next, now(), new Date(now().getTime() + LEASE_MS));
  };
  try {
    while (current.phase !== 'done' && current.phase !== 'failed') {
      try {
        current = await step(ctx, session, claimed, current, deadline, commit);
      } catch (error) {
        if (!(error instanceof XmlFileError || error instanceof ArchiveError || error instanceof ImportFileError)) throw error;
        const message = `${row.name}: ${error instanceof XmlFileError ? `ошибка в файле: ${error.message}` : error.message}`;
        const failed: Step = { ...current, phase: 'failed', message };
        await ctx.db.transaction(async (tx) => {
          await ctx.repos.exchange.clearStaging(tx, row.id);
          await commit(tx, failed);
        });
        log.warn({ import: row.name, reason: message }, 'exchange import failed');
        current = failed;
      }
      if (Date.now() >= deadline || current.phase === 'done' || current.phase === 'failed') break;
      // Shoppers first: the next batch starts once the requests that came during this one are answered.
      await ctx.giveWay?.();
      if (Date.now() >= deadline) break;
    }
  } catch (error) {
    if (error instanceof LeaseLostError) return { status: 'progress' as const, lines: [EXCHANGE_TEXTS.busy] };
    throw error;
  } finally {
    await ctx.repos.exchange.release(row.id, owner);
  }
  if (current.phase === 'done') log.info({ import: row.name, report: current.report }, 'exchange import done');
  if (current.phase === 'done' && Object.keys(current.report.unmapped).length > 0) {
    log.warn({ import: row.name, unmapped: current.report.unmapped }, 'exchange import: not mapped');
  }
  return answerOf({
    ...claimed,
    phase: current.phase,
    state: current.state as Record<string, unknown>,
    report: { ...current.report },
    message: current.message,
  });
}

/** One step of the phase the import is in. */
async function step(
  ctx: Ctx,
  session: ExchangeSessionRow,
  row: ExchangeImportRow,
  current: Step,
  deadline: number,
  commit: (tx: Queryable, next: Step) => Promise<void>,
): Promise<Step> {
  const { repos, db, settings } = ctx;
  if (current.phase === 'unzip') {
    const archive = (await repos.exchange.files(session.id)).find((f) => f.id === row.file_id);
    if (!archive) throw new ImportFileError(EXCHANGE_TEXTS.fileMissing);
    const progress = await unpackArchive(
      db,
      repos.exchange,
      archive,
      { entry: current.state.entry ?? 0, unpackedBytes: current.state.unpackedBytes ?? 0, partial: current.state.partial ?? false },
      settings.exchange.unzipLimit,
      deadline,
      settings.now(),
    );
    const next: Step = progress ? { ...current, state: { ...current.state, partial: false, ...progress } } : { ...current, phase: 'done' };
    await db.transaction(async (tx) => {
      if (!progress) await tx.query('UPDATE exchange_files SET unpacked = true WHERE id = $1', [archive.id]);
      await commit(tx, next);
    });
    return next;
  }

  if (current.phase === 'parse') {
    const context: CmlContext = current.state.context ?? { root: false };
    let seq = current.state.seq ?? 0;
    const items: StagedItem[] = [];
    const sliceEnd = Math.min(deadline, Date.now() + 1500);
    const visitor = commerceMlVisitor(
      context,
      (record: StagedRecord) => items.push({ seq: (seq += 1), kind: record.kind, data: record.data as Record<string, unknown> }),
      // At least PARSE_MIN a step, whatever the clock says: a call that began late still moves the file on.
      () => items.length >= PARSE_BATCH || (items.length >= PARSE_MIN && Date.now() >= sliceEnd),
    );
    const checkpoint = current.state.checkpoint ?? null;
    const next = await readXmlItems(fileBytes(repos.exchange, row.file_id, checkpoint?.byte ?? 0), visitor, checkpoint);
    if (!next && !context.root) throw new XmlFileError(EXCHANGE_TEXTS.notCommerceMl);
    const done: Step = next
      ? { ...current, state: { ...current.state, checkpoint: next, context, seq } }
      : { ...current, phase: 'apply', state: { context, seq, kind: 0, after: 0 } };
    await db.transaction(async (tx) => {
      await repos.exchange.stage(tx, row.id, items);
      await commit(tx, done);
    });
    return done;
  }

  const env: ApplyEnv = {
    ctx,
    session,
    importId: row.id,
    fileName: row.name,
    context: current.state.context ?? { root: true },
    pictures: ctx.pictures,
    now: settings.now(),
  };
  if (current.phase === 'apply') {
    let kind = current.state.kind ?? 0;
    let after = current.state.after ?? 0;
    // The next kind with staged items; an empty kind costs one probe.
    for (; kind < APPLY_ORDER.length; kind += 1, after = 0) {
      const name = APPLY_ORDER[kind]!;
      const items = await repos.exchange.staged(row.id, [name], after, BATCH_SIZES[name]);
      if (items.length === 0) continue;
      const report = structuredClone(current.report);
      const next: Step = { ...current, report, state: { ...current.state, kind, after: items[items.length - 1]!.seq } };
      await db.transaction(async (tx) => {
        await applyBatch(tx, env, name, items, report);
        await commit(tx, next);
      });
      return next;
    }
    const next: Step = { ...current, phase: 'finish', state: { ...current.state, kind, after: 0, finish: {} } };
    await db.transaction((tx) => commit(tx, next));
    return next;
  }

  // finish: what a whole file decides (a full catalogue hides what it no longer sends), in batches.
  const report = structuredClone(current.report);
  let finish: Record<string, unknown> | null = null;
  await db.transaction(async (tx) => {
    finish = await finishStep(tx, env, current.state.finish ?? {}, report);
    const next: Step = finish ? { ...current, report, state: { ...current.state, finish } } : { ...current, report, phase: 'done' };
    if (!finish) await repos.exchange.clearStaging(tx, row.id);
    await commit(tx, next);
  });
  return finish ? { ...current, report, state: { ...current.state, finish } } : { ...current, report, phase: 'done' };
}

/**
 * `mode=import&filename=…`: the session's archives are unpacked first (an archive is an import
 * of its own, of one phase), then the named file is imported step by step. Every call returns by
 * the step deadline (`stepMs`) with `progress` while work remains.
 */
export async function importFile(ctx: Ctx, session: ExchangeSessionRow, rawName: string, log: ImportLog): Promise<ExchangeAnswer> {
  const deadline = Date.now() + ctx.settings.exchange.stepMs;
  const name = confinedName(rawName);
  if (!name) return { status: 'failure', lines: [EXCHANGE_TEXTS.badFileName] };
  const files = await ctx.repos.exchange.files(session.id);
  for (const archive of files.filter((f) => isArchive(f.name) && !f.unpacked && f.from_zip === null)) {
    const row =
      (await ctx.repos.exchange.importOf(session.id, archive.name)) ??
      (await ctx.repos.exchange.createImport(session.id, archive.id, archive.name, 'unzip', ctx.settings.now()));
    const answer = await runSteps(ctx, session, row, deadline, log);
    if (answer.status !== 'success' || archive.name === name)
      return answer.status === 'success' ? { status: 'success', lines: [] } : answer;
    if (Date.now() >= deadline) return { status: 'progress', lines: [`${archive.name}: ${PHASE_TEXT.unzip}`] };
  }
  const file = await ctx.repos.exchange.file(session.id, name);
  if (!file) return { status: 'failure', lines: [`${EXCHANGE_TEXTS.fileMissing}: ${name}`] };
  if (isArchive(name)) return { status: 'success', lines: [] };
  const row =
    (await ctx.repos.exchange.importOf(session.id, name)) ??
    (await ctx.repos.exchange.createImport(session.id, file.id, name, 'parse', ctx.settings.now()));
  return runSteps(ctx, session, row, deadline, log);
}
