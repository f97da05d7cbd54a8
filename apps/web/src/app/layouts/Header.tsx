import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useIsAdmin, useSession } from '../../lib/session';
import { logout } from '../../features/auth/api/logout';
import { links, paths } from '../../lib/paths';
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

/**
 * The signed-in part of the bar: search and the user's links. On phones (<= 640 px, CSS) they
 * wait behind a menu button, so the bar stays one row high instead of taking a third of the
 * screen; wider screens show them in the row and never see the button.
 */
const UserArea = () => {
  const { t } = useTranslation();
  const isAdmin = useIsAdmin();
  const location = useLocation();
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  // Open only on the page where it was opened: following one of its links closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const closeOnEscape = (event: KeyboardEvent) => {
    // An open admin list closes first (it marks the key as handled).
    if (event.key !== 'Escape' || !open || event.defaultPrevented) return;
    setOpenAt(null);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="topbar__link topbar__menu-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpenAt(open ? null : location.key)}
        onKeyDown={closeOnEscape}
      >
        <svg viewBox="0 0 16 16" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M2 4h12M2 8h12M2 12h12" stroke="currentColor" strokeWidth="2" />
        </svg>
        {t('layout.menu_button')}
      </button>
      <div
        id={panelId}
        className={`topbar__panel${open ? ' topbar__panel--open' : ''}`}
        onKeyDown={closeOnEscape}
      >
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
      </div>
    </>
  );
};

/** Top bar (spec 1 §2 Layout): guests see only the sign-in link. */
export const Header = () => {
  const { t } = useTranslation();
  const { authenticated } = useSession();
  return (
    <header className="topbar">
      <div className="topbar__inner">
        <Logo />
        {authenticated ? (
          <UserArea />
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
