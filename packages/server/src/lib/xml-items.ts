import iconv from 'iconv-lite';
import { SaxesParser, type SaxesTag } from 'saxes';

/**
 * A streaming XML reader that hands over whole "items" (small elements of a long list: a Товар, a
 * Предложение) and can stop after any item and go on later, in another call or on another
 * instance, from a checkpoint: the byte offset just after the item and the elements open there.
 * Memory is bounded by the largest item, never by the file (a 500 MB import.xml is a stream).
 */

/** An element as an item's tree: local name (no namespace prefix), attributes by local name, text, children. */
export interface XmlNode {
  name: string;
  attrs: Record<string, string>;
  text: string;
  children: XmlNode[];
}

/** An element open at a checkpoint, as the file wrote it (qualified names, namespace declarations kept). */
export interface OpenElement {
  qname: string;
  attrs: Record<string, string>;
}

/** Where a reading stopped: the byte after the last item taken, and the elements open there. */
export interface XmlCheckpoint {
  byte: number;
  stack: OpenElement[];
  encoding: XmlEncoding;
}

export type XmlEncoding = 'utf-8' | 'windows-1251';

export interface XmlVisitor {
  /** Is the element at this path (local names from the root, the element last) an item? */
  isItem(path: readonly string[]): boolean;
  /** An element outside items opened (its attributes by local name). */
  open?(path: readonly string[], attrs: Record<string, string>): void;
  /** A leaf element outside items closed with this text. */
  field?(path: readonly string[], text: string): void;
  /** An item, whole. Answer true to stop after it (the checkpoint is just after its end tag). */
  item(path: readonly string[], node: XmlNode): boolean;
}

/** A failure of the file itself (not of the machine): the import fails with this Russian text. */
export class XmlFileError extends Error {}

const localName = (qname: string) => qname.slice(qname.indexOf(':') + 1);

/** The encoding a file's first bytes declare: a UTF-8 BOM, else the XML declaration's, else UTF-8. */
export function detectEncoding(head: Buffer): { encoding: XmlEncoding; bomBytes: number } {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { encoding: 'utf-8', bomBytes: 3 };
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff)) {
    throw new XmlFileError('кодировка UTF-16 не поддерживается: нужен UTF-8 или windows-1251');
  }
  const declaration = /^\s*<\?xml[^>]*?encoding\s*=\s*["']([^"']+)["']/i.exec(head.subarray(0, 300).toString('latin1'));
  const declared = declaration?.[1]?.toLowerCase().replace(/_/g, '-');
  if (!declared || declared === 'utf-8' || declared === 'utf8') return { encoding: 'utf-8', bomBytes: 0 };
  if (declared === 'windows-1251' || declared === 'cp1251' || declared === 'win-1251') return { encoding: 'windows-1251', bomBytes: 0 };
  throw new XmlFileError(`кодировка «${declaration?.[1]}» не поддерживается: нужен UTF-8 или windows-1251`);
}

const escapeAttr = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');

/** The start tags that put a fresh parser where the checkpoint's parser was. */
const reopen = (stack: readonly OpenElement[]) =>
  stack
    .map(
      (e) =>
        `<${e.qname}${Object.entries(e.attrs)
          .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
          .join('')}>`,
    )
    .join('');

/** The length of `bytes` up to its last whole UTF-8 character (the rest waits for the next chunk). */
function utf8Whole(bytes: Buffer): number {
  let end = bytes.length;
  // A lead byte within the last three bytes whose sequence is not complete yet.
  for (let back = 1; back <= Math.min(3, bytes.length); back += 1) {
    const byte = bytes[bytes.length - back]!;
    if ((byte & 0xc0) === 0x80) continue;
    const need = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    if (need > back) end = bytes.length - back;
    break;
  }
  return end;
}

class Stop {}

/** Characters parsed between two turns of the event loop. */
const FEED_PIECE = 16 * 1024;

/**
 * Reads `chunks` (the file's bytes from `checkpoint.byte`, or from 0) and calls the visitor;
 * answers the checkpoint after the item that asked to stop, or null when the file is read to its
 * end. The file's errors are XmlFileError with the line where they are (counted from the
 * checkpoint when the reading went on from one).
 */
export async function readXmlItems(
  chunks: AsyncIterable<Buffer>,
  visitor: XmlVisitor,
  checkpoint: XmlCheckpoint | null,
): Promise<XmlCheckpoint | null> {
  const parser = new SaxesParser({ position: true });
  const path: string[] = [];
  const open: OpenElement[] = [];
  // The item being built: its root and the chain of its open elements.
  let itemDepth = -1;
  const itemChain: XmlNode[] = [];
  let fieldText = '';
  let encoding: XmlEncoding | null = checkpoint?.encoding ?? null;
  // Where the text being fed now starts: its position in the parser's stream and its first byte.
  let feedPosition = 0;
  let feedByte = checkpoint?.byte ?? 0;
  let feedText = '';
  let stopped: XmlCheckpoint | null = null;
  let failure: string | null = null;

  const byteAt = (position: number) => {
    const chars = position - feedPosition;
    const bytes = encoding === 'windows-1251' ? chars : Buffer.byteLength(feedText.slice(0, chars), 'utf8');
    return feedByte + bytes;
  };

  // The first error and its line: the reading may go on a little past it within one write.
  let failureLine = 0;
  parser.on('error', (error) => {
    if (failure === null) failureLine = parser.line;
    failure ??= error.message;
  });
  parser.on('opentag', (tag: SaxesTag) => {
    const raw = tag.attributes as Record<string, string>;
    const name = localName(tag.name);
    path.push(name);
    const attrs: Record<string, string> = {};
    for (const [key, value] of Object.entries(raw)) attrs[localName(key)] = value;
    if (itemDepth >= 0) {
      const node: XmlNode = { name, attrs, text: '', children: [] };
      itemChain[itemChain.length - 1]!.children.push(node);
      itemChain.push(node);
      return;
    }
    if (visitor.isItem(path)) {
      itemDepth = path.length;
      itemChain.push({ name, attrs, text: '', children: [] });
      return;
    }
    open.push({ qname: tag.name, attrs: { ...raw } });
    fieldText = '';
    visitor.open?.(path, attrs);
  });
  const onText = (text: string) => {
    if (itemDepth >= 0) itemChain[itemChain.length - 1]!.text += text;
    else fieldText += text;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    if (itemDepth >= 0) {
      const node = itemChain.pop()!;
      node.text = node.text.trim();
      if (path.length === itemDepth) {
        itemDepth = -1;
        const stop = visitor.item(path, node);
        path.pop();
        if (stop) {
          stopped = { byte: byteAt(parser.position), stack: open.map((e) => ({ ...e })), encoding: encoding! };
          throw new Stop();
        }
        return;
      }
      path.pop();
      return;
    }
    if (fieldText.trim()) visitor.field?.(path, fieldText.trim());
    fieldText = '';
    path.pop();
    open.pop();
  });

  // Characters written to the parser so far: during a write, its position is the index in all of them
  // (a character it carries over to the next write keeps its index), so position − this is the index in the text being written.
  let written = 0;
  const feedPiece = (text: string, firstByte: number) => {
    feedPosition = written;
    written += text.length;
    feedByte = firstByte;
    feedText = text;
    parser.write(text);
    if (failure) throw new XmlFileError(`ошибка XML в строке ${failureLine}: ${failure}`);
  };
  // A chunk is parsed in pieces with a turn of the event loop between them: the API's other requests
  // (the shoppers') are never held up by more than one piece of parsing (a pair of surrogates stays whole).
  const feed = async (text: string, firstByte: number) => {
    let byte = firstByte;
    for (let at = 0; at < text.length;) {
      let end = Math.min(text.length, at + FEED_PIECE);
      if (end < text.length && /[\uD800-\uDBFF]/.test(text[end - 1]!)) end -= 1;
      const piece = text.slice(at, end);
      feedPiece(piece, byte);
      byte += encoding === 'windows-1251' ? piece.length : Buffer.byteLength(piece, 'utf8');
      at = end;
      if (at < text.length) await new Promise((resolve) => setImmediate(resolve));
    }
  };

  try {
    if (checkpoint) {
      // The checkpoint's open elements again, as the file wrote them: the parser (and the visitor, told
      // of them again) goes on as if it had read up to here.
      const prefix = reopen(checkpoint.stack);
      written += prefix.length;
      parser.write(prefix);
    }
    let pending: Buffer = Buffer.alloc(0);
    let pendingByte = checkpoint?.byte ?? 0;
    for await (const chunk of chunks) {
      let bytes: Buffer = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
      let start = pendingByte;
      if (encoding === null) {
        // The declaration is read from the first 300 bytes (or the whole file when shorter).
        if (bytes.length < 300) {
          pending = bytes;
          continue;
        }
        const detected = detectEncoding(bytes);
        encoding = detected.encoding;
        bytes = bytes.subarray(detected.bomBytes);
        start += detected.bomBytes;
      }
      if (encoding === 'windows-1251') {
        await feed(iconv.decode(bytes, 'win1251'), start);
        pending = Buffer.alloc(0);
        pendingByte = start + bytes.length;
      } else {
        const whole = utf8Whole(bytes);
        await feed(bytes.subarray(0, whole).toString('utf8'), start);
        pending = Buffer.from(bytes.subarray(whole));
        pendingByte = start + whole;
      }
    }
    if (encoding === null && pending.length > 0) {
      const detected = detectEncoding(pending);
      encoding = detected.encoding;
      await feed(
        iconv.decode(pending.subarray(detected.bomBytes), encoding === 'windows-1251' ? 'win1251' : 'utf8'),
        pendingByte + detected.bomBytes,
      );
    } else if (pending.length > 0) {
      throw new XmlFileError('файл обрывается посреди символа UTF-8');
    }
    parser.close();
    if (failure) throw new XmlFileError(`ошибка XML в строке ${failureLine}: ${failure}`);
  } catch (error) {
    // A stop asked after an error in the same write must not carry the reading past it: the next
    // step would go on from beyond the broken part and the file would pass.
    if (error instanceof Stop && failure) throw new XmlFileError(`ошибка XML в строке ${failureLine}: ${failure}`);
    if (error instanceof Stop) return stopped;
    throw error;
  }
  return null;
}

/** The text of the first child of this name (local names), trimmed; '' when there is none. */
export const childText = (node: XmlNode | undefined, name: string): string => node?.children.find((c) => c.name === name)?.text ?? '';

/** The first child of this name. */
export const child = (node: XmlNode | undefined, name: string): XmlNode | undefined => node?.children.find((c) => c.name === name);

/** Every child of this name. */
export const children = (node: XmlNode | undefined, name: string): XmlNode[] => node?.children.filter((c) => c.name === name) ?? [];
