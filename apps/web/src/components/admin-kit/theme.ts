import type { ThemeConfig } from 'antd';

/**
 * antd's default primary (#1677ff) is 4.1:1 on white and fails WCAG AA contrast, so the admin
 * uses the theatre's dark burgundy (10:1 on white). Status tags use solid dark backgrounds with
 * white text for the same reason (antd's light preset tags are about 3.5:1).
 */
export const ADMIN_PRIMARY = '#7a1f2b';

export const adminTheme: ThemeConfig = {
  token: {
    colorPrimary: ADMIN_PRIMARY,
    colorLink: ADMIN_PRIMARY,
    colorInfo: '#0b5394',
    colorSuccess: '#1e6b34',
    colorError: '#a8071a',
    colorWarning: '#8a5a00',
    borderRadius: 4,
    // antd's grey texts (#8c8c8c descriptions, #bfbfbf placeholders) are below 4.5:1 on white.
    colorTextSecondary: '#595959',
    colorTextTertiary: '#595959',
    colorTextDescription: '#595959',
    colorTextPlaceholder: '#6b6b6b',
    colorTextQuaternary: '#6b6b6b',
  },
};

/** Solid tag backgrounds, every one at least 4.5:1 against white text. */
export const tagColors = {
  success: '#1e6b34',
  danger: '#a8071a',
  warning: '#8a5a00',
  neutral: '#4a4a4a',
  info: '#0b5394',
  festival: '#5b2a86',
} as const;

export type TagTone = keyof typeof tagColors;
