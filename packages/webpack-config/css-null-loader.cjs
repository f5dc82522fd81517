// The server build renders markup only: a stylesheet import contributes nothing to it (the
// browser build extracts the same CSS, and the page's HTML links it).
module.exports = function cssNullLoader() {
  return 'export {};';
};
