import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Spinner } from '../../../components/Alert';
import { isApiError } from '../../../lib/api';
import { apiErrorMessage } from '../../../lib/form-errors';
import { usePageTitle } from '../../../lib/page-title';
import { paths } from '../../../lib/paths';
import { usePage } from '../api/page';
import { pageBodyHtml } from './page-html';

const PageNotFound = () => {
  const { t } = useTranslation();
  usePageTitle(t('static_page.not_found_title'));
  return (
    <div className="page page--narrow">
      <h1>{t('static_page.not_found_title')}</h1>
      <p className="lead">{t('content.page_not_found')}</p>
      <Link to={paths.home}>{t('static_page.home_link')}</Link>
    </div>
  );
};

/**
 * /regulamin, /polityka, /kontakt and /n/{slug} (spec 1 §2). The HTML was sanitised with an
 * allowlist when the admin saved it (DESIGN §4), so it is rendered as it comes.
 */
export const StaticPage = ({ slug: fixedSlug }: { slug?: string }) => {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const slug = fixedSlug ?? params.slug ?? '';
  const page = usePage(slug, i18n.language);
  usePageTitle(page.data?.title);
  const body = useMemo(
    () => (page.data ? pageBodyHtml(page.data.content, page.data.title) : ''),
    [page.data],
  );

  if (page.isPending) return <Spinner label={t('common.loading')} />;
  if (page.isError) {
    if (isApiError(page.error) && page.error.status === 404) return <PageNotFound />;
    return <Alert tone="error">{apiErrorMessage(page.error, t)}</Alert>;
  }
  // Pages are written in one language (Polish): an English viewer's screen reader must read them
  // as Polish (WCAG 3.1.2), while the rest of the screen stays English.
  const lang = page.data.language === i18n.language ? undefined : page.data.language;
  return (
    <article className="page page--narrow static-page" lang={lang}>
      <h1>{page.data.title}</h1>
      <div className="prose" dangerouslySetInnerHTML={{ __html: body }} />
    </article>
  );
};
