import { Writable } from 'node:stream';
import type { ReactElement } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/** The size of the buffer React 18's Node renderer encodes into and flushes (ReactServerStreamConfigNode VIEW_SIZE). */
export const REACT_VIEW_SIZE = 2048;

/**
 * The bytes React meant to write of one chunk it flushed. React 18.3's Node renderer encodes text
 * into a 2 048-byte buffer with `encodeInto`, which stops before a character that does not fit; it
 * then flushes the whole buffer, so the 1–3 bytes it never wrote go out as NUL (React #24985,
 * #31134; fixed upstream by #26228, not released in 18). Only a full buffer can carry them, only
 * at its end, and the store's text never holds NUL (the API's text rule refuses control
 * characters), so trailing NULs of a full buffer are padding.
 */
export function writtenPart(chunk: Uint8Array): Uint8Array {
  if (chunk.length !== REACT_VIEW_SIZE) return chunk;
  let end = chunk.length;
  // A UTF-8 character is at most 4 bytes: at most 3 of them can have been left unwritten.
  while (end > chunk.length - 3 && chunk[end - 1] === 0) end -= 1;
  return end === chunk.length ? chunk : chunk.subarray(0, end);
}

export class RenderTimeout extends Error {}

/**
 * The markup of `element` once everything in it (lazy parts and data under Suspense) is ready,
 * within `ms`. The bytes are gathered as React wrote them and decoded once, so no character is
 * cut at a chunk's edge.
 */
export function renderMarkup(element: ReactElement, ms: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let failed: unknown = null;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(writtenPart(chunk)));
        done();
      },
      final(done) {
        if (failed) reject(failed);
        else resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(element, {
      onAllReady() {
        stream.pipe(sink);
      },
      onShellError(error) {
        reject(error);
      },
      onError(error) {
        failed ??= error;
      },
    });
    setTimeout(() => stream.abort(new RenderTimeout('render')), ms).unref();
  });
}
