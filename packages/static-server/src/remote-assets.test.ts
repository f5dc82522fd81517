import { assetsOf } from './remote-assets';

const manifest = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [{ assets: { js: { sync: ['59.react-dom.js'], async: [] } } }],
  exposes: [
    {
      name: 'HomePage',
      path: './HomePage',
      assets: { js: { sync: ['__federation_expose_HomePage.abc.js', '59.react-dom.js'] }, css: { sync: ['home.css'] } },
    },
  ],
};

describe('first-screen assets of a remote module (preload hints)', () => {
  it("lists remoteEntry.js and the module's own chunks, not the shared packages' fallbacks", () => {
    expect(assetsOf(manifest, 'http://cdn.example/catalog/1.2.0/mf-manifest.json', 'HomePage')).toEqual({
      scripts: ['http://cdn.example/catalog/1.2.0/remoteEntry.js', 'http://cdn.example/catalog/1.2.0/__federation_expose_HomePage.abc.js'],
      styles: ['http://cdn.example/catalog/1.2.0/home.css'],
    });
  });

  it("styles the page with the module's own and lazy stylesheets, not other exposed modules' (they come with those modules)", () => {
    const catalog = {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [{ assets: { css: { sync: [], async: ['215.ui.css'] } } }],
      exposes: [
        {
          name: 'HomePage',
          assets: { js: { sync: ['__federation_expose_HomePage.js'] }, css: { sync: ['__federation_expose_HomePage.css'] } },
        },
        {
          name: 'CataloguePage',
          assets: {
            js: { sync: ['__federation_expose_CataloguePage.js'], async: ['__federation_expose_HomePage.js', '611.product.js'] },
            css: {
              sync: ['__federation_expose_CataloguePage.css'],
              async: ['215.ui.css', '__federation_expose_HomePage.css', '555.swiper.css', '__federation_expose_StockModal.css'],
            },
          },
        },
        { name: 'StockModal', assets: { css: { sync: ['__federation_expose_StockModal.css'] } } },
      ],
    };
    expect(assetsOf(catalog, 'http://127.0.0.1:3001/mf-manifest.json', 'CataloguePage')?.styles).toEqual([
      'http://127.0.0.1:3001/__federation_expose_CataloguePage.css',
      'http://127.0.0.1:3001/555.swiper.css',
    ]);
  });

  it('an unknown module gives no hints', () => {
    expect(assetsOf(manifest, 'http://cdn.example/catalog/mf-manifest.json', 'CartPage')).toBeNull();
  });
});
