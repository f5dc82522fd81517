import iconv from 'iconv-lite';
import { readXmlItems, XmlFileError, type XmlCheckpoint, type XmlVisitor } from '../../src/lib/xml-items';

/** The resumable reader under the stepped import: stopping after any item and going on from its checkpoint reads the same items. */

const xml = (items: number) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<cml:КоммерческаяИнформация xmlns:cml="urn:1C.ru:commerceml_2" ВерсияСхемы="2.10">\r\n<cml:Каталог СодержитТолькоИзменения="false"><cml:Ид>кат-1</cml:Ид><cml:Товары>${Array.from(
    { length: items },
    (_, i) =>
      `\r\n  <cml:Товар><cml:Ид>т-${i}</cml:Ид><cml:Наименование>Товар «№${i}» ё&amp;😀</cml:Наименование><cml:Описание><![CDATA[<b>${i}</b>]]></cml:Описание></cml:Товар>`,
  ).join('')}</cml:Товары></cml:Каталог></cml:КоммерческаяИнформация>`;

async function* chunked(bytes: Buffer, from: number, size: number) {
  for (let at = from; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

/** Reads the whole file, stopping after every `every` items and going on from the checkpoint; the items' texts. */
async function readAll(bytes: Buffer, every: number, chunk: number) {
  const items: string[] = [];
  const fields: string[] = [];
  let checkpoint: XmlCheckpoint | null = null;
  let calls = 0;
  do {
    let taken = 0;
    const visitor: XmlVisitor = {
      isItem: (path) => path.length === 4 && path[3] === 'Товар',
      field: (path, text) => fields.push(`${path.join('/')}=${text}`),
      item: (_path, node) => {
        items.push(node.children.map((c) => c.text).join('|'));
        taken += 1;
        return taken >= every;
      },
    };
    checkpoint = await readXmlItems(chunked(bytes, checkpoint?.byte ?? 0, chunk), visitor, checkpoint);
    calls += 1;
  } while (checkpoint && calls < 10_000);
  return { items, fields, calls };
}

describe('readXmlItems', () => {
  const expected = Array.from({ length: 25 }, (_, i) => `т-${i}|Товар «№${i}» ё&😀|<b>${i}</b>`);

  it.each([
    [1, 7],
    [3, 64],
    [25, 1],
    [4, 4096],
  ])('stopping every %i items with chunks of %i bytes reads every item once', async (every, chunk) => {
    const { items, fields, calls } = await readAll(Buffer.from(xml(25), 'utf8'), every, chunk);
    expect(items).toEqual(expected);
    expect(fields).toEqual(['КоммерческаяИнформация/Каталог/Ид=кат-1']);
    expect(calls).toBe(Math.floor(25 / every) + 1);
  });

  it('parses a chunk longer than a piece in pieces: every item once, the checkpoints exact', async () => {
    const many = Buffer.from(xml(3000), 'utf8');
    expect(many.length).toBeGreaterThan(4 * 64 * 1024);
    const { items, calls } = await readAll(many, 700, many.length);
    expect(items).toEqual(Array.from({ length: 3000 }, (_, i) => `т-${i}|Товар «№${i}» ё&😀|<b>${i}</b>`));
    expect(calls).toBe(5);
  });

  it('reads UTF-8 with a BOM and windows-1251 by its declaration', async () => {
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(xml(5), 'utf8')]);
    expect((await readAll(bom, 2, 13)).items).toEqual(expected.slice(0, 5));
    const cp1251 = iconv.encode(xml(5).replace('UTF-8', 'windows-1251').replace(/😀/g, ''), 'win1251');
    expect((await readAll(cp1251, 2, 9)).items).toEqual(expected.slice(0, 5).map((e) => e.replace('😀', '')));
  });

  it('fails a broken file with the line, and an unclosed one', async () => {
    const broken = Buffer.from(xml(5).replace('</cml:Наименование>', ''), 'utf8');
    await expect(readAll(broken, 100, 50)).rejects.toThrow(XmlFileError);
    const cut = Buffer.from(xml(5).slice(0, -30), 'utf8');
    await expect(readAll(cut, 2, 50)).rejects.toThrow(/ошибка XML/);
  });

  it('fails at a broken item followed, in the same chunk, by the item that ends the step', async () => {
    // saxes reports the stray «<» and reads on: the step's stop two items later must not pass over it.
    const broken = Buffer.from(xml(10).replace('<cml:Ид>т-6</cml:Ид>', '<cml:Ид>т-6</cml:Ид><<cml:Лишнее>'), 'utf8');
    await expect(readAll(broken, 8, 1 << 20)).rejects.toThrow(/ошибка XML/);
  });

  it('fails a broken item even when the reading stops after a later item in the same chunk (no step skips an error)', async () => {
    // Item 2 is broken; item 3 closes in the same write, and the visitor stops there.
    const broken = Buffer.from(xml(6).replace('<cml:Ид>т-2</cml:Ид>', '<cml:Ид>т-2</cml:Ид><<cml:Наименование>'), 'utf8');
    for (const every of [1, 2, 3, 4]) await expect(readAll(broken, every, broken.length)).rejects.toThrow(XmlFileError);
  });
});
