import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/page-title';
import { ButtonLink } from '../../components/Button';
import { paths, safeInternalPath } from '../../lib/paths';

const DEFAULT_STATUS = 500;

/**
 * Generic error page (spec 1 §2 /error): status (default 500), message (default: the generic
 * error), and a button to the given link or home. Also the "unknown route" page (status 404).
 */
export const ErrorView = ({ status, message, link }: { status: number; message?: string; link?: string }) => {
  const { t } = useTranslation();
  const text = message || (status === 404 ? t('error_page.not_found') : t('error.generic'));
  usePageTitle(t('error_page.title', { status }));
  const target = safeInternalPath(link, paths.home);
  return (
    <div className="page page--narrow error-page">
      <p className="error-page__status" aria-hidden="true">
        {status}
      </p>
      <h1>{t('error_page.heading', { status })}</h1>
      <p className="lead">{text}</p>
      <ButtonLink to={target}>
        {target === paths.home ? t('error_page.home') : t('error_page.back')}
      </ButtonLink>
    </div>
  );
};

export const ErrorPage = () => {
  const [params] = useSearchParams();
  const parsed = Number(params.get('status'));
  const status = Number.isInteger(parsed) && parsed >= 400 && parsed < 600 ? parsed : DEFAULT_STATUS;
  return (
    <ErrorView
      status={status}
      message={params.get('message') ?? undefined}
      link={params.get('link') ?? undefined}
    />
  );
};

export const NotFoundPage = () => <ErrorView status={404} />;
