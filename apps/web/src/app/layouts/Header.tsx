import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useIsAdmin, useSession } from '../../lib/session';
import { logout } from '../../features/auth/api/logout';
import { links, paths } from '../paths';
import { AdminMenu } from './AdminMenu';

const Logo = () => {
  const { t } = useTranslation();
  return (
    <Link to={paths.home} className="brand">
      <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path d="M4 6h24v3c-3 0-4 2-4 5s1 5 4 5v7H4v-7c3 0 4-2 4-5s-1-5-4-5z" fill="currentColor" />
      </svg>
      <span className="brand__name">Scena</span>
      <span className="visually-hidden">{t('layout.home_link')}</span>
    </Link>
  );
};

const SearchBox = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(links.search(query.trim()));
  };
  return (
    <form role="search" className="search-box" onSubmit={submit}>
      <label htmlFor="site-search" className="visually-hidden">
        {t('layout.search_label')}
      </label>
      <input
        id="site-search"
        type="search"
        name="q"
        className="search-box__input"
        placeholder={t('layout.search_placeholder')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit" className="search-box__button">
        {t('layout.search_button')}
      </button>
    </form>
  );
};

/** Top bar (spec 1 §2 Layout): guests see only the sign-in link. */
export const Header = () => {
  const { t } = useTranslation();
  const { authenticated } = useSession();
  const isAdmin = useIsAdmin();
  return (
    <header className="topbar">
      <div className="topbar__inner">
        <Logo />
        {authenticated ? (
          <>
            <SearchBox />
            <nav className="topbar__nav" aria-label={t('layout.user_nav')}>
              {isAdmin && <AdminMenu />}
              <Link to={paths.account} className="topbar__link">
                {t('layout.account')}
              </Link>
              <button type="button" className="topbar__link" onClick={() => void logout()}>
                {t('layout.logout')}
              </button>
            </nav>
          </>
        ) : (
          <nav className="topbar__nav" aria-label={t('layout.user_nav')}>
            <Link to={paths.signIn} className="topbar__link topbar__link--cta">
              {t('layout.sign_in')}
            </Link>
          </nav>
        )}
      </div>
    </header>
  );
};
