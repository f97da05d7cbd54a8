import { Suspense, useId } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Alert, Layout, Menu, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isAdminRole } from '@scena/shared';
import { AdminKitProvider } from '../../components/admin-kit';
import { usePageTitle } from '../../lib/page-title';
import { useSession } from '../../lib/session';
import { adminOnlyRedirect } from '../guard-rules';
import { links } from '../../lib/paths';
import './admin-panel.css';
import { ADMIN_VIEW_KEYS, adminSections, resolveAdminView, type AdminViewKey } from './sections';

const loading = (
  <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
    <Spin size="large" />
  </div>
);

/**
 * The section picker below 992 px (admin-panel.css): a native select always shows the current
 * section by name. antd's horizontal menu hid it under '…' once the items overflowed a phone.
 */
const SectionSelect = ({
  view,
  items,
  onChange,
}: {
  view: AdminViewKey;
  items: { key: AdminViewKey; label: string }[];
  onChange: (key: string) => void;
}) => {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <nav aria-label={t('menu.label')} className="admin-section-select">
      <label htmlFor={id}>{t('menu.section')}</label>
      <select id={id} value={view} onChange={(event) => onChange(event.target.value)}>
        {items.map((item) => (
          <option key={item.key} value={item.key}>
            {item.label}
          </option>
        ))}
      </select>
    </nav>
  );
};

function AdminShell() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const asked = params.get('view');
  const view = resolveAdminView(asked);
  const Section = adminSections[view];
  // Sections are named by their heading ('Wideo'): this menu switches sections, while the top
  // bar's 'Dodaj wideo' opens the add drawer.
  const items = ADMIN_VIEW_KEYS.filter((key) => adminSections[key]).map((key) => ({
    key,
    label: t(`heading.${key}`, { defaultValue: t(`menu.${key}`) }),
  }));
  const open = (key: string) => {
    setParams({ view: key as AdminViewKey });
    // A new section starts at its top (its add button and filters), not where the last one was left.
    window.scrollTo({ top: 0 });
  };
  const heading = t(`heading.${view}`, { defaultValue: t(`menu.${view}`) });
  usePageTitle(heading);

  // The layout's <main> holds the panel: the content here is a plain div, not antd's
  // Layout.Content (a second <main>, axe landmark-no-duplicate-main).
  return (
    <Layout style={{ minHeight: '70vh', background: 'transparent' }}>
      {/* Both pickers render; CSS shows one per width, so the first paint is already right. */}
      <Layout.Sider
        width={220}
        theme="light"
        className="admin-panel__sider"
        style={{ background: 'transparent' }}
      >
        <nav aria-label={t('menu.label')}>
          <Menu
            mode="inline"
            selectedKeys={[view]}
            items={items}
            onClick={({ key }) => open(key)}
            style={{ height: '100%', borderInlineEnd: 0 }}
          />
        </nav>
      </Layout.Sider>
      <div className="admin-layout-content">
        <SectionSelect view={view} items={items} onChange={open} />
        {asked !== null && asked !== view && (
          // Spec 2 §1 falls back to videos; a mistyped or old link says so instead of pretending.
          <Alert
            type="warning"
            showIcon
            role="status"
            style={{ marginBottom: 16 }}
            title={t('menu.unknown_view', { view: asked })}
          />
        )}
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
          {heading}
        </Typography.Title>
        <Suspense fallback={loading}>{Section && <Section />}</Suspense>
      </div>
    </Layout>
  );
}

/**
 * /teapp-admin?view={key}: the admin panel (spec 2 §1). The router guards the route as well;
 * this guard keeps the panel safe wherever it is mounted. Loaded lazily with antd.
 */
export default function AdminPanel() {
  const { user, authenticated } = useSession();
  const location = useLocation();
  if (!authenticated || !user) {
    return <Navigate to={links.signIn({ redirect: `${location.pathname}${location.search}` })} replace />;
  }
  if (!isAdminRole(user.role))
    return <Navigate to={adminOnlyRedirect(location.pathname, location.search)} replace />;
  return (
    <Suspense fallback={loading}>
      <AdminKitProvider>
        <AdminShell />
      </AdminKitProvider>
    </Suspense>
  );
}
