import sanitizeHtml from 'sanitize-html';

/**
 * Admin-authored HTML (static pages, event and video descriptions, chat embeds) is stored only
 * after this allowlist. The session token is readable by scripts, so nothing that can run code
 * may pass: no script/style/svg/math/object/embed/form elements, no event-handler attributes, no
 * javascript:, vbscript: or data: addresses, no style values beyond text alignment, and iframes
 * only over https from the configured hosts (IFRAME_HOSTS, exact host names).
 */
export interface SanitizeOptions {
  /** Host names an iframe may load from, e.g. ['player.vimeo.com']. Empty: no iframes. */
  iframeHosts: readonly string[];
}

const TEXT_TAGS = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'blockquote',
  'pre',
  'code',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'mark',
  'abbr',
  'cite',
  'q',
  'time',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'colgroup',
  'col',
  'figure',
  'figcaption',
  'section',
  'article',
  'header',
  'footer',
  'address',
  'a',
  'img',
];

/** Elements removed together with their content (their text is code or form state, not prose). */
const DROP_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'template',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'svg',
  'math',
  'object',
  'embed',
  'applet',
  'select',
  'button',
];

const ALIGN = [/^(left|right|center|justify)$/];

/** Attribute allowlist per tag; anything not listed (on*, style expressions, srcdoc) is dropped. */
const ATTRIBUTES: sanitizeHtml.IOptions['allowedAttributes'] = {
  // No id/name: author markup must not clobber DOM globals the app reads.
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
  iframe: [
    'src',
    'width',
    'height',
    'title',
    'allow',
    'allowfullscreen',
    'frameborder',
    'loading',
    'referrerpolicy',
  ],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start', 'type', 'reversed'],
  abbr: ['title'],
  time: ['datetime'],
  col: ['span'],
  colgroup: ['span'],
  '*': ['class', 'style', 'lang', 'dir'],
};

/** Rich-text editors mark alignment and indentation with classes (ql-align-center…). */
const CLASSES: sanitizeHtml.IOptions['allowedClasses'] = { '*': ['ql-*'] };

/** Links open in place unless the author asked for a new tab; a new tab never gets window.opener. */
const safeLink: sanitizeHtml.Transformer = (tagName, attribs) => {
  const next = { ...attribs };
  if (next.target && next.target !== '_blank' && next.target !== '_self') delete next.target;
  if (next.target === '_blank') next.rel = 'noopener noreferrer';
  return { tagName, attribs: next };
};

/** Iframes may not sandbox-escape with srcdoc (dropped above) and get a lazy, no-referrer load. */
const safeIframe: sanitizeHtml.Transformer = (tagName, attribs) => ({
  tagName,
  attribs: { ...attribs, loading: 'lazy', referrerpolicy: 'strict-origin-when-cross-origin' },
});

const cache = new Map<string, sanitizeHtml.IOptions>();

const optionsFor = (iframeHosts: readonly string[]): sanitizeHtml.IOptions => {
  const key = iframeHosts.join(',');
  let options = cache.get(key);
  if (!options) {
    options = {
      allowedTags: iframeHosts.length > 0 ? [...TEXT_TAGS, 'iframe'] : TEXT_TAGS,
      allowedAttributes: ATTRIBUTES,
      allowedClasses: CLASSES,
      allowedStyles: { '*': { 'text-align': ALIGN } },
      allowedSchemes: ['http', 'https', 'mailto', 'tel'],
      allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
      allowedSchemesAppliedToAttributes: [
        'href',
        'src',
        'cite',
        'action',
        'formaction',
        'poster',
        'background',
      ],
      allowProtocolRelative: false,
      allowedIframeHostnames: [...iframeHosts],
      allowIframeRelativeUrls: false,
      disallowedTagsMode: 'discard',
      nonTextTags: DROP_WITH_CONTENT,
      enforceHtmlBoundary: false,
      transformTags: { a: safeLink, iframe: safeIframe },
      // An iframe whose src was removed (other host, http) is an empty frame: drop it entirely.
      exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
    };
    cache.set(key, options);
  }
  return options;
};

export const sanitizeAdminHtml = (html: string, options: SanitizeOptions): string =>
  sanitizeHtml(html, optionsFor(options.iframeHosts)).trim();
