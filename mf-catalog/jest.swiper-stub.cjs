// Stand-in for swiper in jsdom tests (see jest.config.cjs).
class Swiper {
  destroy() {}
}
module.exports = { __esModule: true, default: Swiper, A11y: {}, Keyboard: {}, Pagination: {} };
