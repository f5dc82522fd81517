// mf-catalog: home, catalogue, product, search, favourites, compare, history, rating.
// Each exposed module is a slice's public index file.
module.exports = {
  name: 'catalog',
  exposes: {
    './HomePage': './src/pages/home/index.ts',
    './CataloguePage': './src/pages/catalogue/index.ts',
    './StockModal': './src/features/stock-modal/index.ts',
    './Collections': './src/app/collections/index.ts',
    './SearchBox': './src/features/search-box/index.ts',
    './SearchPage': './src/pages/search/index.ts',
    './FavouritesPage': './src/pages/favourites/index.ts',
    './ComparePage': './src/pages/compare/index.ts',
  },
};
