import { Suspense } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Grid, Layout, Menu, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isAdminRole } from '@scena/shared';
import { AdminKitProvider } from '../../components/admin-kit';
import { useSession } from '../../lib/session';
import { links } from '../paths';
import { ADMIN_VIEW_KEYS, adminSections, resolveAdminView, type AdminViewKey } from './sections';

const loading = (
  <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
    <Spin size="large" />
  </div>
);

function AdminShell() {
  const { t } = useTranslation('admin');
  const [params, setParams] = useSearchParams();
  const screens = Grid.useBreakpoint();
  const view = resolveAdminView(params.get('view'));
  const Section = adminSections[view];
  const items = ADMIN_VIEW_KEYS.filter((key) => adminSections[key]).map((key) => ({ key, label: t(`menu.${key}`) }));
  const open = (key: string) => setParams({ view: key as AdminViewKey });
  const wide = screens.lg === true;

  const menu = (
    <Menu
      mode={wide ? 'inline' : 'horizontal'}
      selectedKeys={[view]}
      items={items}
      onClick={({ key }) => open(key)}
      style={wide ? { height: '100%', borderInlineEnd: 0 } : { marginBottom: 8 }}
    />
  );

  return (
    <Layout style={{ minHeight: '70vh', background: 'transparent' }}>
      {wide && (
        <Layout.Sider width={220} theme="light" style={{ background: 'transparent' }}>
          <nav aria-label={t('menu.label')}>{menu}</nav>
        </Layout.Sider>
      )}
      <Layout.Content className="admin-layout-content">
        {!wide && <nav aria-label={t('menu.label')}>{menu}</nav>}
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
          {t(`heading.${view}`, { defaultValue: t(`menu.${view}`) })}
        </Typography.Title>
        <Suspense fallback={loading}>{Section && <Section />}</Suspense>
      </Layout.Content>
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
  if (!isAdminRole(user.role)) return <Navigate to={links.signIn()} replace />;
  return (
    <Suspense fallback={loading}>
      <AdminKitProvider>
        <AdminShell />
      </AdminKitProvider>
    </Suspense>
  );
}
