import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SEARCH_FOCUS_DELAY_MS, SEARCH_MIN_LENGTH } from '@scena/shared/constants';
import { Alert, Spinner } from '../../../components/Alert';
import { apiErrorMessage } from '../../../lib/form-errors';
import { formatPln } from '@scena/shared/money';
import { usePageTitle } from '../../../lib/page-title';
import { links } from '../../../lib/paths';
import { useSearch } from '../api/search';

interface Hit {
  id: number;
  title: string;
  text: string;
  href: string;
  /** Events and videos: day, start and price, and a picture (an event and a video of one title differ). */
  facts?: string[];
  image?: string | null;
}

/** 'YYYY-MM-DD' → 'DD.MM.YYYY'. */
const day = (value: string) => value.split('-').reverse().join('.');

const itemFacts = (
  hit: { price: number; date: string | null; time: string | null },
  free: string,
): string[] => [
  ...(hit.date ? [hit.time ? `${day(hit.date)}, ${hit.time}` : day(hit.date)] : []),
  hit.price > 0 ? formatPln(hit.price) : free,
];

const Section = ({ title, hits, empty }: { title: string; hits: Hit[]; empty: string }) => {
  const id = useId();
  return (
    <section aria-labelledby={id} className="search-section">
      <h2 id={id}>
        {title} <span className="search-section__count">({hits.length})</span>
      </h2>
      {hits.length === 0 ? (
        <p className="search-section__empty">{empty}</p>
      ) : (
        <ul className="search-results">
          {hits.map((hit) => (
            <li
              key={hit.id}
              className={hit.image !== undefined ? 'search-result search-result--item' : 'search-result'}
            >
              {hit.image !== undefined &&
                (hit.image ? (
                  <img
                    className="search-result__image"
                    src={hit.image}
                    alt=""
                    width={160}
                    height={90}
                    loading="lazy"
                  />
                ) : (
                  <span className="search-result__image search-result__image--none" aria-hidden="true" />
                ))}
              <div>
                <Link to={hit.href} className="search-result__title">
                  {hit.title}
                </Link>
                {hit.facts && <p className="search-result__facts">{hit.facts.join(' · ')}</p>}
                {hit.text && <p className="search-result__text">{hit.text}</p>}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};

/**
 * /szukaj?q= (spec 1 §2): results in three sections (videos, events, pages), each a link. A query
 * shorter than 3 characters is not sent; the page says why. The field takes focus 100 ms after the
 * page opens (spec 1 §9), so a keyboard user can refine the search at once.
 */
export const SearchPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  // The field starts from the query of the page shown (derived state: reset when q changes).
  const [draft, setDraft] = useState(q);
  const [draftFor, setDraftFor] = useState(q);
  if (draftFor !== q) {
    setDraftFor(q);
    setDraft(q);
  }
  const input = useRef<HTMLInputElement>(null);
  const long = q.length >= SEARCH_MIN_LENGTH;
  const search = useSearch(q, long);
  usePageTitle(t('search_page.title'));

  useEffect(() => {
    const timer = setTimeout(() => input.current?.focus(), SEARCH_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(links.search(draft.trim()));
  };

  let results;
  if (!long) results = <Alert tone="info">{t('search.min_length')}</Alert>;
  else if (search.isPending) results = <Spinner label={t('common.loading')} />;
  else if (search.isError) results = <Alert tone="error">{apiErrorMessage(search.error, t)}</Alert>;
  else {
    const data = search.data;
    results = (
      <>
        <p role="status" className="search-summary">
          {t('search_page.summary', {
            count: data.videos.length + data.events.length + data.pages.length,
            q,
          })}
        </p>
        <Section
          title={t('search_page.videos')}
          empty={t('search_page.none')}
          hits={data.videos.map((hit) => ({
            id: hit.id,
            title: hit.title,
            text: hit.description,
            href: links.video(hit.slug || hit.id),
            facts: itemFacts(hit, t('search_page.free')),
            image: hit.image,
          }))}
        />
        <Section
          title={t('search_page.events')}
          empty={t('search_page.none')}
          hits={data.events.map((hit) => ({
            id: hit.id,
            title: hit.title,
            text: hit.description,
            href: links.event(hit.slug || hit.id),
            facts: itemFacts(hit, t('search_page.free')),
            image: hit.image,
          }))}
        />
        <Section
          title={t('search_page.pages')}
          empty={t('search_page.none')}
          hits={data.pages.map((hit) => ({
            id: hit.id,
            title: hit.title,
            text: hit.content,
            href: links.page(hit.slug),
          }))}
        />
      </>
    );
  }

  return (
    <div className="page page--narrow search-page">
      <h1>{t('search_page.title')}</h1>
      <form role="search" className="search-form" onSubmit={submit}>
        <label htmlFor="search-page-q">{t('search_page.label')}</label>
        <div className="search-form__row">
          <input
            id="search-page-q"
            ref={input}
            type="search"
            name="q"
            className="field__input"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
          <button type="submit" className="btn btn--primary">
            {t('layout.search_button')}
          </button>
        </div>
      </form>
      {results}
    </div>
  );
};
