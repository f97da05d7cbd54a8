import { useMemo, type ReactNode } from 'react';
import { App, ConfigProvider, type ThemeConfig } from 'antd';
import plPL from 'antd/locale/pl_PL';
import enUS from 'antd/locale/en_US';
import { useTranslation } from 'react-i18next';
import { usePrefersReducedMotion } from '../../lib/reduced-motion';
import { adminTheme } from './theme';

/**
 * Wraps every antd screen (the admin panel and admin-only panels on viewer pages): theme with a
 * contrast-safe primary, antd locale following the app language, and antd's App context so
 * toasts and confirmations pick up both. With prefers-reduced-motion, antd's drawer and modal
 * motion and its click ripple (a 2 s fade) are off, as the viewer pages' own motion is (WCAG 2.3.3).
 */
export function AdminKitProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = i18n.language?.startsWith('en') ? enUS : plPL;
  const reducedMotion = usePrefersReducedMotion();
  // Both props stay the same objects between renders: a new one would change antd's context for
  // every component below.
  const motion = useMemo<{ theme: ThemeConfig; wave: { disabled: boolean } }>(
    () => ({
      theme: reducedMotion ? { ...adminTheme, token: { ...adminTheme.token, motion: false } } : adminTheme,
      wave: { disabled: reducedMotion },
    }),
    [reducedMotion],
  );
  return (
    <ConfigProvider locale={locale} theme={motion.theme} wave={motion.wave}>
      <App>{children}</App>
    </ConfigProvider>
  );
}
