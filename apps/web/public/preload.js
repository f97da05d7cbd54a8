// Loaded by index.html (async, before the app's code): the first reads start with the page, not
// after the app's code has downloaded and run (on a slow phone each step cost a round trip). The
// app takes these answers once (src/lib/preload.ts; the same paths as the endpoint descriptors and
// lib/i18n.ts) and asks again itself if one failed. Plain script, not bundled.
/* global window, document, location */
(function () {
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
  // The translations, in the language lib/language.ts picks (the `lang` cookie, else Polish).
  var language = /(?:^|;\s*)lang=(pl|en)(?:;|$)/.exec(document.cookie);
  read('/locales/' + (language ? language[1] : 'pl') + '/translation.json');

  // Guests only from here: a signed-in viewer's reads carry the session token (lib/session.ts).
  try {
    if (localStorage.getItem('scena.session') || sessionStorage.getItem('scena.session')) return;
  } catch {
    return;
  }
  read('/api/appconfig');
  var widths = document.querySelector('meta[name="scena-image-widths"]');
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

  // The sign-in page (also after signing out, and the administrators' one): its code.
  if (/^\/(logowanie|wylogowano|admin-login)\/?$/.test(location.pathname)) {
    preloadChunks('scena-sign-in-chunks');
    return;
  }

  // An event or video page (and its public preview): its code, its answer (the path
  // features/catalog/api/item.ts asks for a guest) and the picture it opens with
  // (ItemDetail.tsx: the first gallery image, else the main image; the trailer opens on a click).
  var item = /^\/(wydarzenie|wideo)\/([^/]+)(\/publiczne)?\/?$/.exec(location.pathname);
  if (item) {
    preloadChunks('scena-item-chunks');
    var slug;
    try {
      slug = encodeURIComponent(decodeURIComponent(item[2]));
    } catch {
      return;
    }
    var kind = item[1] === 'wydarzenie' ? 'event' : 'video';
    read('/external_api/' + kind + '/' + slug).then(function (answer) {
      var found = answer && answer[kind];
      if (!found) return;
      var gallery = found.gallery && found.gallery.images;
      preloadImage(
        gallery && gallery.length ? gallery[0].url : found.image_link,
        '(max-width: 991px) 100vw, 60vw',
      );
    });
    return;
  }
  if (location.pathname !== '/strona-glowna') return;

  // The public home: its code (listed by the build, vite.config.ts chunksInHtml) and its reads.
  preloadChunks('scena-home-chunks');
  var homeConfig = read('/external_api/config');
  read('/external_api/events');
  read('/external_api/videos');
  // The first slide is the page's largest picture: fetch it as soon as its address is known, at the
  // width the slider will ask for (srcset widths from the build: packages/shared/src/images.ts;
  // sizes: HomeSlider.tsx).
  Promise.all([homeConfig, read('/external_api/slides')]).then(function (answers) {
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
})();
