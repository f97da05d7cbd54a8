import { IMAGE_LINK, safeHref, SITE_LINK } from '@scena/shared/links';

/**
 * Catalogue HTML (descriptions, chat and player embeds) was sanitised by the server when an
 * administrator saved it (sanitize-html, apps/server/src/lib); it is sanitised again before it
 * reaches the page, so a value stored before that rule, or changed in the database, still cannot
 * run script here. An allowlist over an inert document (DOMParser runs nothing): a few plain
 * HTML tags, no SVG, MathML, template, noscript or style, so the markup reads back the same when
 * the page parses it. (DOMPurify was tried: it cannot run in the test DOM, so its result could not
 * be tested, and this allowlist is what the page needs.)
 */
const TEXT_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'a',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'span',
  'div',
  'img',
];
const TEXT_ATTRS = ['href', 'src', 'alt', 'title', 'class', 'target', 'rel', 'width', 'height'];
const EMBED_TAGS = ['iframe', 'div', 'p', 'span', 'a', 'br'];
const EMBED_ATTRS = [
  'src',
  'width',
  'height',
  'title',
  'allow',
  'allowfullscreen',
  'frameborder',
  'style',
  'class',
  'href',
  'loading',
  'target',
  'rel',
];

const allowlist = (html: string, tags: readonly string[], attrs: readonly string[]): Document => {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  for (const element of Array.from(doc.body.querySelectorAll('*'))) {
    if (!element.isConnected) continue;
    if (!tags.includes(element.tagName.toLowerCase())) {
      element.remove();
      continue;
    }
    for (const attribute of Array.from(element.attributes)) {
      if (!attrs.includes(attribute.name.toLowerCase())) element.removeAttribute(attribute.name);
    }
    const href = element.getAttribute('href');
    if (href !== null && !safeHref(href, SITE_LINK)) element.removeAttribute('href');
    if (element.tagName === 'IMG' && !safeHref(element.getAttribute('src'), IMAGE_LINK)) element.remove();
  }
  return doc;
};

export const sanitizeHtml = (html: string): string => {
  return allowlist(html, TEXT_TAGS, TEXT_ATTRS).body.innerHTML;
};

/** Embeds (chat, an iframe player value): https iframes and plain text, each frame named by `title` when it has no name. */
export const sanitizeEmbed = (html: string, title: string): string => {
  const doc = allowlist(html, EMBED_TAGS, EMBED_ATTRS);
  for (const frame of Array.from(doc.body.querySelectorAll('iframe'))) {
    if (!/^https:\/\/[^\s]+$/i.test(frame.getAttribute('src') ?? '')) frame.remove();
    else if (!frame.getAttribute('title')) frame.setAttribute('title', title);
  }
  return doc.body.innerHTML;
};
