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

  it('an unknown module gives no hints', () => {
    expect(assetsOf(manifest, 'http://cdn.example/catalog/mf-manifest.json', 'CartPage')).toBeNull();
  });
});
