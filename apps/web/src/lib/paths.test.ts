import { describe, expect, it } from 'vitest';
import { links } from './paths';

describe('links', () => {
  it('fills the route patterns, encoding each parameter', () => {
    expect(links.event('ślub & wesele')).toBe('/wydarzenie/%C5%9Blub%20%26%20wesele');
    expect(links.video(7, { watch: true, version: 'sign' })).toBe('/wideo/7?ogladaj=true&typ=pjm');
    expect(links.itemPublic('event', 'hamlet')).toBe('/wydarzenie/hamlet/publiczne');
    expect(links.itemPublic('video', 3)).toBe('/wideo/3/publiczne');
    expect(links.accountOf(12, true)).toBe('/konto/12?edit=true');
    expect(links.page('o nas')).toBe('/n/o%20nas');
    expect(links.purchase('event', 5)).toBe('/platnosc/wydarzenie/5');
    expect(links.purchase('video', 6)).toBe('/platnosc/wideo/6');
    expect(links.orderStatus('video', 'AB/C', 501)).toBe('/status-zamowienia/wideo/AB%2FC?error=501');
    expect(links.orderStatus('event', 'XYZ')).toBe('/status-zamowienia/wydarzenie/XYZ');
  });
});
