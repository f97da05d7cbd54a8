import { useTranslation } from 'react-i18next';
import { Button } from './Button';

/**
 * Previous / page N of M / next under a viewer's server-paged table (account page lists: access,
 * orders; spec 1 §9 page size 20). Renders nothing for a single page. `label` names the list for
 * screen readers ("Strony zamówień wydarzeń").
 */
export const Pager = ({
  page,
  pages,
  label,
  onPage,
}: {
  page: number;
  pages: number;
  label: string;
  onPage: (page: number) => void;
}) => {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('access_list.previous')}
      </Button>
      <span>{t('access_list.page', { page, pages })}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('access_list.next')}
      </Button>
    </nav>
  );
};
