import { useEffect } from 'react';

export const SITE_NAME = 'Scena';
const SUFFIX = ` | ${SITE_NAME}`;

/**
 * "<page> | Scena", or just "Scena" for the home and pages without a title of their own. A page
 * title that already is or ends with the site name is not suffixed again ('Scena | Scena').
 */
export const documentTitle = (title: string | undefined): string => {
  const name = title?.trim();
  if (!name || name === SITE_NAME || name.endsWith(SUFFIX)) return name || SITE_NAME;
  return `${name}${SUFFIX}`;
};

/** Each page names itself in the document title (WCAG 2.4.2). */
export const usePageTitle = (title: string | undefined): void => {
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
};
