/** Compared loosely: case, spacing and closing punctuation do not make a heading different. */
const normalize = (text: string | null | undefined): string =>
  (text ?? '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.:?!]+$/, '')
    .toLocaleLowerCase('pl');

/**
 * The page's HTML as it is shown under the page's own h1 (its title): one h1 per page
 * (WCAG 1.3.1, 2.4.6). A heading that opens the content with the title's words is left out
 * (administrators often start the text with the title), and other h1s in the content become h2s.
 * The HTML was sanitised on save; parsing it in an inert document runs nothing.
 */
export const pageBodyHtml = (html: string, title: string): string => {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const first = doc.body.firstElementChild;
  const leadingText = first ? (first.previousSibling?.textContent ?? '').trim() : '';
  if (
    first &&
    /^H[1-6]$/.test(first.tagName) &&
    !leadingText &&
    normalize(first.textContent) === normalize(title)
  )
    first.remove();
  for (const h1 of Array.from(doc.body.querySelectorAll('h1'))) {
    const h2 = doc.createElement('h2');
    for (const attribute of Array.from(h1.attributes)) h2.setAttribute(attribute.name, attribute.value);
    h2.append(...Array.from(h1.childNodes));
    h1.replaceWith(h2);
  }
  return doc.body.innerHTML;
};
