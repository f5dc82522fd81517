// mf-catalog: home, catalogue, product, search, favourites, compare, history, rating.
// Each exposed module is a slice's public index file.
module.exports = {
  name: 'catalog',
  exposes: {
    './HomePage': './src/pages/home/index.ts',
    './CataloguePage': './src/pages/catalogue/index.ts',
  },
};
