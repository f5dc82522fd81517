import type { Page } from '@playwright/test';

/**
 * A local stand-in for the Yandex Maps 2.1 script (nothing leaves the machine): just enough of
 * `ymaps` for @pbe/react-yandex-maps (ready, modules.require, Map, Clusterer, Placemark). It draws
 * the map as a list of markers and writes zoom, centre and cluster grid as data attributes.
 */
const STAND_IN = `(() => {
  const src = document.currentScript && document.currentScript.src;
  const query = new URL(src).searchParams;
  const noop = () => {};
  const events = () => ({ add: noop, remove: noop });
  class Placemark {
    constructor(geometry, properties, options) {
      this.coordinates = geometry; this.properties = { ...properties, set: noop }; this.options = { set: noop };
      this.geometry = { setCoordinates: (c) => { this.coordinates = c; } }; this.events = events();
    }
  }
  class Clusterer {
    constructor(options) { this.options = { ...options, set: noop }; this.events = events(); this.items = []; this.map = null; }
    add(item) { this.items.push(item); if (this.map) this.map.draw(); }
    remove(item) { this.items = this.items.filter((i) => i !== item); if (this.map) this.map.draw(); }
  }
  class Map {
    constructor(container, state) {
      this.element = document.createElement('div');
      this.element.setAttribute('data-testid', 'maps-stand-in');
      this.element.dataset.zoom = String(state.zoom); this.element.dataset.center = state.center.join(',');
      container.appendChild(this.element);
      this.children = []; this.events = events(); this.options = { set: noop }; this.behaviors = { enable: noop, disable: noop };
      this.container = { fitToViewport: noop };
      this.geoObjects = {
        add: (child) => { child.map = this; this.children.push(child); this.draw(); },
        remove: (child) => { this.children = this.children.filter((c) => c !== child); this.draw(); },
      };
    }
    draw() {
      this.element.innerHTML = '';
      for (const child of this.children) {
        const items = child.items || [child];
        if (child.options && child.options.gridSize) this.element.dataset.gridSize = String(child.options.gridSize);
        for (const item of items) {
          const marker = document.createElement('span');
          marker.setAttribute('data-testid', 'maps-stand-in-marker');
          marker.textContent = item.properties.hintContent;
          this.element.appendChild(marker);
        }
      }
    }
    setZoom(zoom) { this.element.dataset.zoom = String(zoom); }
    setCenter(center) { this.element.dataset.center = center.join(','); }
    destroy() { this.element.remove(); }
  }
  const ymaps = {
    Map, Clusterer, Placemark,
    ready: (callback) => callback(),
    modules: { require: (name) => ({ done: (ok) => ok([].concat(name).map((n) => ymaps[n])) }) },
  };
  window.__mapsStandIn = { lang: query.get('lang') };
  window[query.get('onload')](ymaps);
})();`;

/** Answers the maps script with the stand-in. */
export async function serveMapsStandIn(page: Page) {
  await page.route(/^https:\/\/(enterprise\.)?api-maps\.yandex\.ru\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: STAND_IN }),
  );
}

/** The maps script cannot be reached (as on a machine without internet). */
export async function refuseMapsScript(page: Page) {
  await page.route(/^https:\/\/(enterprise\.)?api-maps\.yandex\.ru\//, (route) => route.abort('internetdisconnected'));
}
