import { safeDescription } from '../../src/lib/safe-html';

describe("safeDescription: 1C's Описание as the product page shows it", () => {
  it('keeps the allowed markup as it is', () => {
    const html =
      '<h3>Особенности</h3><p>Мощность <strong>2000 Вт</strong>, <em>тихий</em> режим<br />и <b>турбо</b> <i>режим</i>.</p>' +
      '<ul><li>Один</li></ul><ol><li>Два</li></ol><h4>Комплект</h4>' +
      '<table><thead><tr><th colspan="2">Размеры</th></tr></thead><tbody><tr><td>Ширина</td><td rowspan="1">30 см</td></tr></tbody></table>';
    expect(safeDescription(html)).toBe(html);
  });

  it('removes scripts, styles and frames with their content', () => {
    expect(safeDescription('<p>До</p><script>alert(1)</script><style>p{color:red}</style><iframe src="//x"></iframe><p>После</p>')).toBe(
      '<p>До</p><p>После</p>',
    );
    expect(safeDescription('<SCRIPT SRC=//evil.example/x.js></SCRIPT><p>Текст</p>')).toBe('<p>Текст</p>');
  });

  it('removes event handlers, styles, classes and ids, and pictures that load from anywhere', () => {
    expect(safeDescription('<p onclick="alert(1)" style="color:red" class="x" id="y">Текст</p><img src=x onerror="alert(1)">')).toBe(
      '<p>Текст</p>',
    );
    expect(safeDescription('<td onmouseover="x()" colspan="2" width="9">a</td>')).not.toMatch(/onmouseover|width/);
  });

  it('removes links (javascript: or not), keeping their text', () => {
    expect(safeDescription('<p><a href="javascript:alert(1)">Нажмите</a> и <a href="https://example.com">сайт</a></p>')).toBe(
      '<p>Нажмите и сайт</p>',
    );
    expect(safeDescription('<p><a href="jav&#x09;ascript:alert(1)">x</a></p>')).toBe('<p>x</p>');
  });

  it('keeps a span only as a small number', () => {
    expect(safeDescription('<table><tr><td colspan="2" rowspan="x;alert(1)">a</td></tr></table>')).toBe(
      '<table><tr><td colspan="2">a</td></tr></table>',
    );
  });

  it("turns the page's own heading levels and divs into the description's", () => {
    expect(safeDescription('<h1>А</h1><h2>Б</h2><h6>В</h6><div>Г</div>')).toBe('<h3>А</h3><h3>Б</h3><h4>В</h4><p>Г</p>');
  });

  it("escapes what is not markup, and keeps plain text's paragraphs and line breaks", () => {
    expect(safeDescription('Мощный пылесос.\nРежимы: 1 < 2 & 3 > 2\n\nГарантия 2 года')).toBe(
      '<p>Мощный пылесос.<br />Режимы: 1 &lt; 2 &amp; 3 &gt; 2</p><p>Гарантия 2 года</p>',
    );
    expect(safeDescription('<p>1 < 2 &amp; "кавычки"</p>')).toBe('<p>1 &lt; 2 &amp; "кавычки"</p>');
  });

  it('gives null for nothing to show', () => {
    expect(safeDescription(null)).toBeNull();
    expect(safeDescription('   ')).toBeNull();
    expect(safeDescription('<p> </p><script>alert(1)</script>')).toBeNull();
  });
});
