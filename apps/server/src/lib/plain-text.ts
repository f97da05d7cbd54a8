import sanitizeHtml from 'sanitize-html';

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/**
 * Admin HTML → plain text for snippets (search, spec 1 §2): tags removed (script, style and
 * iframe contents too), block ends become spaces, entities decoded, whitespace collapsed, then cut
 * to `max` characters (code points, so a cut never splits a Polish letter's surrogate pair).
 * The result is text: the web renders it as text, never as HTML.
 */
export const plainText = (html: string | null, max: number): string => {
  if (!html) return '';
  const spaced = html.replace(/<\/(p|div|li|h[1-6]|tr)>|<br\s*\/?>/gi, ' ');
  const stripped = sanitizeHtml(spaced, {
    allowedTags: [],
    allowedAttributes: {},
    nonTextTags: ['script', 'style', 'textarea', 'iframe', 'noscript'],
  });
  const text = stripped
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
  return [...text].slice(0, max).join('');
};
