import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ADMIN_VIEW_KEYS, adminSections, type AdminViewKey } from '../admin/sections';
import { links } from '../../lib/paths';

/** Items that say "add" (spec 1 §2: 'Dodaj wideo' is the videos key) open the section's add drawer. */
const ADD_ITEMS: ReadonlySet<AdminViewKey> = new Set(['videos']);
const itemLink = (key: AdminViewKey) => (ADD_ITEMS.has(key) ? links.adminNewItem(key) : links.adminView(key));

/**
 * The admin menu of the top bar (spec 1 §2 Layout): a disclosure with links to
 * /teapp-admin?view=<key>, listing only the sections the panel has (sections.tsx registers them;
 * the registry holds lazy imports only, so no admin code is loaded here).
 */
export const AdminMenu = () => {
  const { t } = useTranslation();
  const listId = useId();
  const container = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const keys = ADMIN_VIEW_KEYS.filter((key) => adminSections[key]);
  // Open only on the page where it was opened: following one of its links closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const setOpen = (value: boolean | ((current: boolean) => boolean)) => {
    const next = typeof value === 'function' ? value(open) : value;
    setOpenAt(next ? location.key : null);
  };

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  return (
    <div
      className="admin-menu"
      ref={container}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          setOpen(false);
          container.current?.querySelector('button')?.focus();
        }
      }}
    >
      <button
        type="button"
        className="topbar__link admin-menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
      >
        {t('layout.admin_menu')}
        <span aria-hidden="true" className="admin-menu__caret">
          ▾
        </span>
      </button>
      <ul id={listId} className="admin-menu__list" hidden={!open}>
        {keys.map((key) => (
          <li key={key}>
            <Link to={itemLink(key)} className="admin-menu__item">
              {t(`layout.admin_views.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
};
