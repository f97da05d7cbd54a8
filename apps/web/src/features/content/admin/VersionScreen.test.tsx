import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderAdmin } from '../../../components/admin-kit/testUtils';
import plSettings from '../../../../public/locales/pl/settings.json';
import { version } from '../../../../../../package.json';
import VersionScreen from './VersionScreen';

describe('version page', () => {
  it('shows the product’s real version and its changes, nothing about another product’s 1.10 of 2021', async () => {
    const { i18n } = await renderAdmin(<VersionScreen />);
    i18n.addResourceBundle('pl', 'settings', plSettings);
    await i18n.changeLanguage('pl');
    expect(await screen.findByText(`Wersja oprogramowania Scena: ${version}.`)).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 3, name: `Wersja ${version} (bieżąca)` }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Pierwsze wydanie:/)).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/1\.10|2021/);
  });
});
