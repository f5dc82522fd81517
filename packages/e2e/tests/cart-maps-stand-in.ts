import type { Page } from '@playwright/test';

/**
 * A small local stand-in of the Yandex Maps 2.1 script, enough for @pbe/react-yandex-maps: the
 * loader's onload callback, `ready`, `modules.require`, `Map`, `Clusterer` and `Placemark` with
 * events, options and data managers, and balloons whose HTML (the «Выбрать» button) is put inside
 * the map's container as the real API does. Placemarks are buttons named by their hint; a click
 * opens the balloon. Served through `page.route`, so nothing leaves the machine.
 */
const STAND_IN = String.raw`
(function () {
  var script = document.currentScript;
  var params = new URL(script.src).searchParams;
  function Events() { this.handlers = {}; }
  Events.prototype.add = function (types, fn) {
    [].concat(types).forEach(function (type) { (this.handlers[type] = this.handlers[type] || []).push(fn); }, this);
    return this;
  };
  Events.prototype.remove = function (types, fn) {
    [].concat(types).forEach(function (type) {
      this.handlers[type] = (this.handlers[type] || []).filter(function (h) { return h !== fn; });
    }, this);
    return this;
  };
  Events.prototype.fire = function (type, event) {
    (this.handlers[type] || []).forEach(function (h) { h(event || {}); });
    return this;
  };
  function Values(initial, owner) { this.values = Object.assign({}, initial || {}); this.owner = owner; }
  Values.prototype.set = function (key, value) {
    if (typeof key === 'object') Object.assign(this.values, key); else this.values[key] = value;
    if (this.owner && this.owner.changed) this.owner.changed();
    return this;
  };
  Values.prototype.get = function (key, fallback) { return key in this.values ? this.values[key] : fallback; };

  function GeoMap(element, state, options) {
    this.element = element;
    this.state = Object.assign({}, state);
    this.events = new Events();
    this.options = new Values(options);
    this.behaviors = { enable: function () {}, disable: function () {} };
    this.controls = { add: function () {}, remove: function () {} };
    this.container = { fitToViewport: function () {}, getElement: function () { return element; } };
    var map = this;
    this.children = [];
    this.geoObjects = {
      add: function (child) { map.children.push(child); child.attach(map); map.draw(); return map.geoObjects; },
      remove: function (child) { map.children = map.children.filter(function (c) { return c !== child; }); map.draw(); return map.geoObjects; },
    };
    this.root = document.createElement('div');
    this.root.setAttribute('data-testid', 'ymaps-stand-in');
    this.root.setAttribute('data-zoom', String(this.state.zoom));
    this.root.style.cssText = 'position:absolute;inset:0;overflow:auto;padding:8px;background:#e8efe3';
    element.appendChild(this.root);
    this.balloonElement = null;
  }
  GeoMap.prototype.placemarks = function () {
    return this.children.reduce(function (all, child) { return all.concat(child.placemarks ? child.placemarks : [child]); }, []);
  };
  GeoMap.prototype.draw = function () {
    var map = this;
    Array.prototype.slice.call(this.root.querySelectorAll('[data-stand-in-placemark]')).forEach(function (node) { node.remove(); });
    this.placemarks().forEach(function (placemark) {
      var button = document.createElement('button');
      button.type = 'button';
      button.setAttribute('data-stand-in-placemark', '');
      button.textContent = placemark.properties.get('hintContent', 'Метка');
      button.addEventListener('click', function () { placemark.balloon.open(); });
      map.root.insertBefore(button, map.balloonElement);
    });
  };
  GeoMap.prototype.openBalloon = function (placemark) {
    if (this.balloonElement) this.balloonElement.remove();
    var balloon = document.createElement('div');
    balloon.setAttribute('data-testid', 'ymaps-stand-in-balloon');
    balloon.innerHTML = placemark.properties.get('balloonContentBody', '');
    this.root.appendChild(balloon);
    this.balloonElement = balloon;
  };
  GeoMap.prototype.setCenter = function (center) { this.state.center = center; };
  GeoMap.prototype.getCenter = function () { return this.state.center; };
  GeoMap.prototype.setZoom = function (zoom) { this.state.zoom = zoom; this.root.setAttribute('data-zoom', String(zoom)); };
  GeoMap.prototype.getZoom = function () { return this.state.zoom; };
  GeoMap.prototype.setType = function () {};
  GeoMap.prototype.setBounds = function () {};
  GeoMap.prototype.destroy = function () { this.root.remove(); };
  GeoMap.prototype.changed = function () {};

  function Clusterer(options) {
    this.options = new Values(options);
    this.events = new Events();
    this.placemarks = [];
    this.map = null;
  }
  Clusterer.prototype.attach = function (map) { this.map = map; var self = this; this.placemarks.forEach(function (p) { p.attach(map); }); };
  Clusterer.prototype.add = function (objects) {
    var self = this;
    [].concat(objects).forEach(function (p) { self.placemarks.push(p); if (self.map) p.attach(self.map); });
    if (this.map) this.map.draw();
    return this;
  };
  Clusterer.prototype.remove = function (objects) {
    var gone = [].concat(objects);
    this.placemarks = this.placemarks.filter(function (p) { return gone.indexOf(p) < 0; });
    if (this.map) this.map.draw();
    return this;
  };

  function Placemark(geometry, properties, options) {
    var placemark = this;
    this.coordinates = geometry;
    this.geometry = {
      setCoordinates: function (c) { placemark.coordinates = c; },
      getCoordinates: function () { return placemark.coordinates; },
    };
    this.properties = new Values(properties, this);
    this.options = new Values(options);
    this.events = new Events();
    this.map = null;
    this.balloon = {
      open: function () { if (placemark.map) placemark.map.openBalloon(placemark); return Promise.resolve(); },
      close: function () { return Promise.resolve(); },
    };
  }
  Placemark.prototype.attach = function (map) { this.map = map; };
  Placemark.prototype.changed = function () { if (this.map) this.map.draw(); };

  function Control() { this.options = new Values(); this.events = new Events(); this.data = new Values(); this.state = new Values(); }

  var ymaps = {
    Map: GeoMap,
    Clusterer: Clusterer,
    Placemark: Placemark,
    control: { ZoomControl: Control },
    geoObject: { addon: { balloon: {}, hint: {} } },
    ready: function (callback) { setTimeout(function () { callback(ymaps); }, 0); },
    modules: {
      require: function (names) {
        var found = [].concat(names).map(function (name) {
          return name.split('.').reduce(function (node, part) { return node && node[part]; }, ymaps) || {};
        });
        var promise = { done: function (ok) { setTimeout(function () { ok(found); }, 0); return promise; } };
        return promise;
      },
    },
  };
  window.ymaps = ymaps;
  var onload = params.get('onload');
  if (onload && typeof window[onload] === 'function') window[onload](ymaps);
})();
`;

/** Answers every request for the Yandex Maps script with the stand-in. */
export async function serveMapsStandIn(page: Page): Promise<void> {
  await page.route(/^https:\/\/(enterprise\.)?api-maps\.yandex\.ru\//, (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript; charset=utf-8', body: STAND_IN }),
  );
}
