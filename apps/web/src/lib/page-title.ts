import { useEffect } from 'react';

const SITE = 'Scena';

/** Each page names itself in the document title (WCAG 2.4.2). */
export const usePageTitle = (title: string | undefined): void => {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE}` : SITE;
  }, [title]);
};
