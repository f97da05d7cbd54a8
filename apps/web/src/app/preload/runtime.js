// The preload script, served as /preload.js and loaded by index.html (async, before the app's
// code): the first reads start with the page, not after the app's code has downloaded and run (on
// a slow phone each step cost a round trip). The app takes these answers once (lib/preload.ts) and
// asks again itself if one failed. PLAN is replaced at build by the JSON of plan.ts (the routes and
// endpoint paths), so this file names no address. A plain script: not bundled with the app.
/* global PLAN, window, document, location */
(function (plan) {
  var preload = (window.__scenaPreload = {});
  var read = function (path) {
    preload[path] = fetch(path, { headers: { accept: 'application/json' }, credentials: 'same-origin' })
      .then(function (answer) {
        return answer.ok ? answer.json() : null;
      })
      .catch(function () {
        return null;
      });
    return preload[path];
  };
  var link = function (rel, href, extra) {
    var element = document.createElement('link');
    element.rel = rel;
    element.href = href;
    for (var name in extra || {}) element.setAttribute(name, extra[name]);
    document.head.appendChild(element);
  };
  // A route of the table (`:name` is one segment, a trailing slash allowed, as the router does):
  // the match of location.pathname, with the segment's value first.
  var match = function (route) {
    var pattern = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '([^/]+)');
    return new RegExp('^' + pattern + '/?$').exec(location.pathname);
  };
  var language = new RegExp('(?:^|;\\s*)' + plan.language.cookie + '=([^;]*)').exec(document.cookie);
  var catalogues = plan.language.catalogues;
  read(
    catalogues[
      language && Object.prototype.hasOwnProperty.call(catalogues, language[1])
        ? language[1]
        : plan.language.fallback
    ],
  );

  // Guests only from here: a signed-in viewer's reads carry the session token (lib/session.ts).
  try {
    if (localStorage.getItem(plan.sessionKey) || sessionStorage.getItem(plan.sessionKey)) return;
  } catch {
    return;
  }
  read(plan.appConfig);
  var widths = document.querySelector('meta[name="scena-image-widths"]');
  // A page's code, listed in index.html by the build (vite.config.ts chunksInHtml).
  var preloadChunks = function (meta) {
    var chunks = document.querySelector('meta[name="' + meta + '"]');
    (chunks ? chunks.content.split(' ') : []).forEach(function (file) {
      if (/\.css$/.test(file)) link('preload', file, { as: 'style' });
      else if (file) link('modulepreload', file);
    });
  };
  // An image the page shows first, at the widths its <img> asks for (srcset from the build:
  // packages/shared/src/images.ts imageSrcSet; sizes: the component named by the caller).
  var preloadImage = function (url, sizes) {
    if (!url || !widths || url.indexOf('/uploads/') !== 0 || url.indexOf('?') !== -1) return;
    link('preload', url, {
      as: 'image',
      fetchpriority: 'high',
      imagesrcset: widths.content
        .split(' ')
        .map(function (width) {
          return url + '?w=' + width + ' ' + width + 'w';
        })
        .join(', '),
      imagesizes: sizes,
    });
  };

  if (plan.signIn.some(match)) return preloadChunks('scena-sign-in-chunks');

  // An event or video page: its code, its answer (the path features/catalog/api/item.ts asks for
  // a guest) and the picture it opens with (ItemDetail.tsx: the first gallery image, else the
  // main image; the trailer opens on a click).
  for (var i = 0; i < plan.items.length; i++) {
    var item = plan.items[i];
    var found = match(item.route);
    if (!found) continue;
    preloadChunks('scena-item-chunks');
    var slug;
    try {
      slug = encodeURIComponent(decodeURIComponent(found[1]));
    } catch {
      return;
    }
    return read(item.read.replace(/:\w+/, slug)).then(function (answer) {
      var shown = answer && answer[item.answer];
      if (!shown) return;
      var gallery = shown.gallery && shown.gallery.images;
      preloadImage(
        gallery && gallery.length ? gallery[0].url : shown.image_link,
        '(max-width: 991px) 100vw, 60vw',
      );
    });
  }
  if (!match(plan.home.route)) return;

  // The public home: its code and its reads.
  preloadChunks('scena-home-chunks');
  var homeConfig = read(plan.home.config);
  plan.home.lists.forEach(read);
  // The VOD block's filters (CatalogHome.tsx asks for them when the config turns both on): read
  // as soon as the config says so, not after the app's code has rendered the block.
  homeConfig.then(function (answer) {
    var config = answer && answer.config;
    if (config && config.view_vod && config.vod_filters) read(plan.home.categories);
  });
  // The first slide is the page's largest picture: fetch it as soon as its address is known, at the
  // width the slider will ask for (sizes: HomeSlider.tsx).
  Promise.all([homeConfig, read(plan.home.slides)]).then(function (answers) {
    var config = answers[0] && answers[0].config;
    var data = answers[1];
    // Not when the slider is off (without a config the app shows its default blocks, slider included).
    if (config && config.view_slider === false) return;
    var first =
      data &&
      data.slides &&
      data.slides.filter(function (slide) {
        return slide.published;
      })[0];
    preloadImage(first && first.bg_image, '(max-width: 1200px) 100vw, 1200px');
  });
})(PLAN);
