import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardSkeletons } from './Skeletons';

/**
 * A block of the home page: a labelled section with an anchor id (slides link to '#repertuar'
 * and the like). While its data loads it shows card skeletons the size of real cards, so the
 * page does not jump when they arrive; when the fetch failed it is left out altogether, because
 * public fetch failures are only logged (spec 1 §8).
 */
export const HomeSection = ({
  id,
  heading,
  headingLang,
  intro,
  state,
  children,
}: {
  id: string;
  heading: string;
  /** The heading's language when it is not the page's (an untranslated title, WCAG 3.1.2). */
  headingLang?: string;
  intro?: ReactNode;
  state: 'pending' | 'error' | 'success';
  children?: ReactNode;
}) => {
  const { t } = useTranslation();
  const headingId = useId();
  if (state === 'error') return null;
  return (
    <section id={id} className="home-section" aria-labelledby={headingId}>
      <div className="home-section__head">
        <h2 id={headingId} lang={headingLang}>
          {heading}
        </h2>
        {intro}
      </div>
      {state === 'pending' ? <CardSkeletons label={t('common.loading')} /> : children}
    </section>
  );
};
