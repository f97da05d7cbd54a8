import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { appConfigDefaults } from '@scena/shared/app-config-defaults';
import { makeI18n } from '../../../../test/app-harness';
import { AdBanner } from './AdBanner';

const config = {
  ...appConfigDefaults,
  show_advertisement: true,
  paid_ad_url: 'https://example.org/karnet',
  free_ad_url: 'javascript:alert(1)',
  mobile_paid_ad_img: '/uploads/m.jpg',
  tablet_paid_ad_img: '/uploads/t.jpg',
  desktop_paid_ad_img: '/uploads/d.jpg',
  mobile_free_ad_img: '/uploads/fm.jpg',
};

const show = async (props: Parameters<typeof AdBanner>[0]) => {
  const i18n = await makeI18n('pl');
  return render(
    <I18nextProvider i18n={i18n}>
      <AdBanner {...props} />
    </I18nextProvider>,
  );
};

describe('AdBanner (spec 2 §2.10)', () => {
  it('shows the paid variant with a picture per screen width and its link', async () => {
    const { container } = await show({ config, paid: true });
    expect(screen.getByRole('link').getAttribute('href')).toBe('https://example.org/karnet');
    const sources = Array.from(container.querySelectorAll('source')).map((source) => [
      source.getAttribute('media'),
      source.getAttribute('srcset'),
    ]);
    expect(sources).toEqual([
      ['(min-width: 992px)', '/uploads/d.jpg'],
      ['(min-width: 576px)', '/uploads/t.jpg'],
    ]);
    expect(screen.getByRole('img', { name: 'Reklama' }).getAttribute('src')).toBe('/uploads/m.jpg');
  });

  it('shows the free variant without an unsafe link, and nothing when switched off', async () => {
    const { unmount } = await show({ config, paid: false });
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('img', { name: 'Reklama' }).getAttribute('src')).toBe('/uploads/fm.jpg');
    unmount();
    const off = await show({ config: { ...config, show_advertisement: false }, paid: true });
    expect(off.container.innerHTML).toBe('');
  });
});
