import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { makeI18n } from '../../../test/app-harness';
import { mockPrefersReducedMotion } from '../../../test/reduced-motion';
import { HomeSlider, SLIDER_AUTOPLAY_MS, type SlideView } from './HomeSlider';

const slides: SlideView[] = [
  { id: 1, title: 'Nowy sezon', text: 'Dziesięć premier.', url: '#repertuar', image: '/uploads/a.jpg' },
  {
    id: 2,
    title: 'Festiwal',
    text: 'Trzy dni.',
    url: 'https://teatr.example.pl/festiwal',
    image: '/uploads/b.jpg',
  },
  { id: 3, title: 'Podaruj bilet', text: 'Kod prezentowy.', url: null, image: null },
];

const renderSlider = async (items = slides) => {
  const i18n = await makeI18n('pl');
  return render(
    <I18nextProvider i18n={i18n}>
      <HomeSlider slides={items} />
      <section id="repertuar">
        <h2>Repertuar</h2>
      </section>
    </I18nextProvider>,
  );
};

/** The slide a viewer sees: the others are aria-hidden (and inert), so only one is in the tree. */
const visibleSlide = () => screen.getByRole('group', { name: /z 3$/ });
const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  mockPrefersReducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('home slider (spec 3 §2.13)', () => {
  it('renders a slide link only when it passes the shared link rule (/\\host stays text)', async () => {
    await renderSlider([
      { id: 1, title: 'Zły', text: 'x', url: '/\\evil.example', image: null },
      { id: 2, title: 'Skrypt', text: 'x', url: 'javascript:alert(1)', image: null },
    ]);
    expect(screen.queryAllByRole('link', { hidden: true })).toHaveLength(0);
    expect(document.body.innerHTML).not.toContain('evil.example');
  });

  it('shows one slide at a time and moves on every 3000 ms, looping', async () => {
    vi.useFakeTimers();
    await act(() => renderSlider());
    expect(SLIDER_AUTOPLAY_MS).toBe(3000);
    expect(visibleSlide()).toHaveAccessibleName('1 z 3');
    const all = [...document.querySelectorAll('[aria-roledescription="slajd"]')];
    expect(all).toHaveLength(3);
    expect(
      all.filter((slide) => slide.getAttribute('aria-hidden') === 'true' && slide.hasAttribute('inert')),
    ).toHaveLength(2);
    tick(2999);
    expect(visibleSlide()).toHaveAccessibleName('1 z 3');
    tick(1);
    expect(visibleSlide()).toHaveAccessibleName('2 z 3');
    tick(3000);
    expect(visibleSlide()).toHaveAccessibleName('3 z 3');
    tick(3000);
    expect(visibleSlide()).toHaveAccessibleName('1 z 3');
    expect(visibleSlide()).toHaveTextContent('Nowy sezon');
  });

  it('goes to a slide from its dot, and back and forth with the arrows', async () => {
    await renderSlider();
    fireEvent.click(screen.getByRole('button', { name: 'Slajd 3 z 3: Podaruj bilet' }));
    expect(visibleSlide()).toHaveAccessibleName('3 z 3');
    expect(screen.getByRole('button', { name: 'Slajd 3 z 3: Podaruj bilet' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Slajd 1 z 3: Nowy sezon' })).not.toHaveAttribute(
      'aria-current',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Następny slajd' }));
    expect(visibleSlide()).toHaveAccessibleName('1 z 3');
    fireEvent.click(screen.getByRole('button', { name: 'Poprzedni slajd' }));
    expect(visibleSlide()).toHaveAccessibleName('3 z 3');
  });

  it('pauses and resumes with the visible control (WCAG 2.2.2); announces slides only while paused', async () => {
    vi.useFakeTimers();
    await act(() => renderSlider());
    const viewport = visibleSlide().parentElement!;
    expect(viewport).toHaveAttribute('aria-live', 'off');
    fireEvent.click(screen.getByRole('button', { name: 'Zatrzymaj automatyczne przewijanie slajdów' }));
    tick(10 * SLIDER_AUTOPLAY_MS);
    expect(visibleSlide()).toHaveAccessibleName('1 z 3');
    expect(viewport).toHaveAttribute('aria-live', 'polite');

    fireEvent.click(screen.getByRole('button', { name: 'Włącz automatyczne przewijanie slajdów' }));
    tick(SLIDER_AUTOPLAY_MS);
    expect(visibleSlide()).toHaveAccessibleName('2 z 3');
  });

  it('holds while the pointer is over it, and stops when keyboard focus enters', async () => {
    vi.useFakeTimers();
    await act(() => renderSlider());
    const region = screen.getByRole('region', { name: 'Polecane' });
    fireEvent.mouseEnter(region);
    tick(2 * SLIDER_AUTOPLAY_MS);
    expect(visibleSlide()).toHaveAccessibleName('1 z 3');
    fireEvent.mouseLeave(region);
    tick(SLIDER_AUTOPLAY_MS);
    expect(visibleSlide()).toHaveAccessibleName('2 z 3');

    act(() => screen.getByRole('button', { name: 'Następny slajd' }).focus());
    tick(3 * SLIDER_AUTOPLAY_MS);
    expect(visibleSlide()).toHaveAccessibleName('2 z 3');
    expect(
      screen.getByRole('button', { name: 'Włącz automatyczne przewijanie slajdów' }),
    ).toBeInTheDocument();
  });

  it('starts paused and without animation when the viewer prefers reduced motion', async () => {
    vi.restoreAllMocks();
    mockPrefersReducedMotion(true);
    vi.useFakeTimers();
    await act(() => renderSlider());
    expect(screen.getByRole('region', { name: 'Polecane' })).toHaveClass('slider--still');
    tick(5 * SLIDER_AUTOPLAY_MS);
    expect(visibleSlide()).toHaveAccessibleName('1 z 3');
    fireEvent.click(screen.getByRole('button', { name: 'Włącz automatyczne przewijanie slajdów' }));
    tick(SLIDER_AUTOPLAY_MS);
    expect(visibleSlide()).toHaveAccessibleName('2 z 3');
  });

  it('scrolls to an anchor for a link with #, and opens other links in a new tab', async () => {
    const scroll = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => undefined);
    await renderSlider();
    fireEvent.click(screen.getByRole('link', { name: 'Nowy sezon' }));
    expect(scroll).toHaveBeenCalledTimes(1);
    const target = document.getElementById('repertuar')!;
    expect(scroll.mock.contexts[0]).toBe(target);
    expect(document.activeElement).toBe(target);

    fireEvent.click(screen.getByRole('button', { name: 'Slajd 2 z 3: Festiwal' }));
    const external = screen.getByRole('link', { name: /Festiwal/ });
    expect(external).toHaveAttribute('href', 'https://teatr.example.pl/festiwal');
    expect(external).toHaveAttribute('target', '_blank');
    expect(external.getAttribute('rel')).toContain('noopener');
    expect(external).toHaveAccessibleName('Festiwal (otwiera się w nowej karcie)');

    fireEvent.click(screen.getByRole('button', { name: 'Slajd 3 z 3: Podaruj bilet' }));
    expect(visibleSlide()).toHaveTextContent('Podaruj bilet');
    expect(screen.queryByRole('link', { name: /Podaruj bilet/ })).not.toBeInTheDocument();
  });

  it('shows a single slide without controls, and nothing without slides', async () => {
    const one = await renderSlider([slides[0]!]);
    expect(screen.getByRole('heading', { level: 3, name: 'Nowy sezon' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    one.unmount();
    await renderSlider([]);
    expect(screen.queryByRole('region', { name: 'Polecane' })).not.toBeInTheDocument();
  });
});
