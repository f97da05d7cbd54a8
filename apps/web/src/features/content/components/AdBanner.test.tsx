import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { appConfigDefaults } from '@scena/shared/app-config-defaults';
import { AdBanner, AD_MEDIA } from './AdBanner';

const config = {
  ...appConfigDefaults,
  show_advertisement: true,
  free_ad_url: 'https://teatr.example/darmowe',
  paid_ad_url: 'https://teatr.example/platne',
  mobile_free_ad_img: '/uploads/free-m.png',
  tablet_free_ad_img: '/uploads/free-t.png',
  desktop_free_ad_img: '/uploads/free-d.png',
  mobile_paid_ad_img: '/uploads/paid-m.png',
  tablet_paid_ad_img: '',
  desktop_paid_ad_img: '/uploads/paid-d.png',
};

describe('AdBanner', () => {
  it('shows the paid variant for priced items, with a picture per width and the paid target', () => {
    const { container } = render(<AdBanner config={config} paid />);
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('https://teatr.example/platne');
    const sources = [...container.querySelectorAll('source')].map((source) => [
      source.getAttribute('media'),
      source.getAttribute('srcset'),
    ]);
    // No tablet picture: tablets get the desktop one.
    expect(sources).toEqual([
      [AD_MEDIA.mobile, '/uploads/paid-m.png'],
      [AD_MEDIA.tablet, '/uploads/paid-d.png'],
    ]);
    expect(screen.getByRole('img').getAttribute('src')).toBe('/uploads/paid-d.png');
  });

  it('shows the free variant otherwise, and nothing when ads are off or unsafe', () => {
    render(<AdBanner config={config} paid={false} />);
    expect(screen.getByRole('link').getAttribute('href')).toBe('https://teatr.example/darmowe');
    expect(screen.getByRole('img').getAttribute('src')).toBe('/uploads/free-d.png');
    const { container } = render(<AdBanner config={{ ...config, show_advertisement: false }} paid={false} />);
    expect(container.innerHTML).toBe('');
    const unsafe = render(
      <AdBanner
        config={{
          ...config,
          desktop_free_ad_img: 'javascript:alert(1)',
          tablet_free_ad_img: '',
          mobile_free_ad_img: '',
        }}
        paid={false}
      />,
    );
    expect(unsafe.container.innerHTML).toBe('');
  });
});
