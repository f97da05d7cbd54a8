import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import plPL from 'antd/locale/pl_PL';
import enUS from 'antd/locale/en_US';
import { useTranslation } from 'react-i18next';
import { adminTheme } from './theme';

/**
 * Wraps every antd screen (the admin panel and admin-only panels on viewer pages): theme with a
 * contrast-safe primary, antd locale following the app language, and antd's App context so
 * toasts and confirmations pick up both.
 */
export function AdminKitProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = i18n.language?.startsWith('en') ? enUS : plPL;
  return (
    <ConfigProvider locale={locale} theme={adminTheme}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
