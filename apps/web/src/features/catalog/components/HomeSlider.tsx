import { useEffect, useId, useState, type FocusEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { imageSrcSet } from '@scena/shared/images';
import { safeHref, SLIDE_LINK } from '@scena/shared/links';
import { usePrefersReducedMotion } from '../../../lib/reduced-motion';

/** The slider spans the content column (at most 1200 px, tokens.css --content-width). */
const SLIDE_SIZES = '(max-width: 1200px) 100vw, 1200px';

/** Spec 3 §2.13 and §9: a new slide every 3000 ms, 500 ms transition (in home.css). */
export const SLIDER_AUTOPLAY_MS = 3000;

export interface SlideView {
  id: number;
  title: string;
  text: string;
  /** Set when title or text is the Polish original shown in another language (WCAG 3.1.2). */
  titleLang?: string;
  textLang?: string;
  url: string | null;
  image: string | null;
}

/**
 * A link with '#' scrolls to that anchor on this page (and moves focus there, so keyboard and
 * screen-reader users land where sighted users look); any other link opens in a new tab.
 */
const scrollToAnchor = (event: MouseEvent<HTMLAnchorElement>, url: string, smooth: boolean) => {
  event.preventDefault();
  const id = decodeURIComponent(url.slice(url.indexOf('#') + 1));
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
};

const SlideLink = ({ slide, smooth }: { slide: SlideView; smooth: boolean }) => {
  const { t } = useTranslation();
  // Only links that pass the shared rule become links ('/\\host' or 'javascript:' stay text).
  const href = safeHref(slide.url, SLIDE_LINK);
  if (!href) return <>{slide.title}</>;
  if (href.includes('#')) {
    return (
      <a className="slider__link" href={href} onClick={(event) => scrollToAnchor(event, href, smooth)}>
        {slide.title}
      </a>
    );
  }
  return (
    <a className="slider__link" href={href} target="_blank" rel="noopener noreferrer">
      {slide.title}
      <span className="visually-hidden"> ({t('common.opens_in_new_tab')})</span>
    </a>
  );
};

const PauseIcon = () => (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <rect x="3" y="2" width="3.5" height="12" fill="currentColor" />
    <rect x="9.5" y="2" width="3.5" height="12" fill="currentColor" />
  </svg>
);

const PlayIcon = () => (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <path d="M4 2l10 6-10 6z" fill="currentColor" />
  </svg>
);

const ArrowIcon = ({ back }: { back?: boolean }) => (
  <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <path
      d={back ? 'M10.5 2.5L5 8l5.5 5.5' : 'M5.5 2.5L11 8l-5.5 5.5'}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    />
  </svg>
);

/**
 * The home slider (spec 3 §2.13): one slide at a time, looping, dots, autoplay. Follows the WAI
 * carousel pattern: a visible pause/play button (WCAG 2.2.2), rotation holds while the pointer is
 * over it and stops when keyboard focus enters it, announcements only when not rotating, hidden
 * slides inert. With
 * prefers-reduced-motion it starts paused and does not animate.
 */
export const HomeSlider = ({ slides }: { slides: SlideView[] }) => {
  const { t } = useTranslation();
  const headingId = useId();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  // 'auto' follows the motion preference until the viewer presses pause or play.
  const [choice, setChoice] = useState<'auto' | 'playing' | 'paused'>('auto');
  const [hovered, setHovered] = useState(false);
  const count = slides.length;
  const current = count > 0 ? index % count : 0;
  const playing = choice === 'playing' || (choice === 'auto' && !reducedMotion);
  const rotating = playing && !hovered && count > 1;

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => setIndex((value) => (value + 1) % count), SLIDER_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [rotating, current, count]);

  if (count === 0) return null;
  const go = (next: number) => setIndex((next + count) % count);
  // Focus entering the slider stops the rotation until the viewer presses play (WAI carousel),
  // except on the pause/play button itself, whose click would otherwise undo its own focus.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const entering = !event.currentTarget.contains(event.relatedTarget as Node | null);
    if (playing && entering && !(event.target as HTMLElement).dataset.rotation) setChoice('paused');
  };

  return (
    <section
      className={`slider${reducedMotion ? ' slider--still' : ''}`}
      aria-roledescription={t('catalog_home.slider_roledescription')}
      aria-labelledby={headingId}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
    >
      <h2 id={headingId} className="visually-hidden">
        {t('catalog_home.slider_heading')}
      </h2>
      <div className="slider__viewport" aria-live={rotating ? 'off' : 'polite'}>
        {slides.map((slide, position) => {
          const active = position === current;
          return (
            <div
              key={slide.id}
              role="group"
              aria-roledescription={t('catalog_home.slide_roledescription')}
              aria-label={t('catalog_home.slide_position', { current: position + 1, total: count })}
              aria-hidden={active ? undefined : true}
              inert={!active}
              className={`slider__slide${active ? ' slider__slide--active' : ''}`}
            >
              {slide.image ? (
                <img
                  className="slider__image"
                  src={slide.image}
                  srcSet={imageSrcSet(slide.image)}
                  sizes={SLIDE_SIZES}
                  alt=""
                  width={1920}
                  height={640}
                  // The first slide is the largest picture of the home page: fetched first.
                  loading={position === 0 ? 'eager' : 'lazy'}
                  fetchPriority={position === 0 ? 'high' : 'auto'}
                />
              ) : (
                <div className="slider__image slider__image--empty" aria-hidden="true" />
              )}
              <div className="slider__caption">
                <h3 className="slider__title" lang={slide.titleLang}>
                  <SlideLink slide={slide} smooth={!reducedMotion} />
                </h3>
                {slide.text && (
                  <p className="slider__text" lang={slide.textLang}>
                    {slide.text}
                  </p>
                )}
              </div>
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className="slider__controls">
          <button
            type="button"
            className="slider__button"
            data-rotation="true"
            onClick={() => setChoice(playing ? 'paused' : 'playing')}
            aria-label={playing ? t('catalog_home.slider_pause') : t('catalog_home.slider_play')}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
          <button
            type="button"
            className="slider__button"
            onClick={() => go(current - 1)}
            aria-label={t('catalog_home.slider_prev')}
          >
            <ArrowIcon back />
          </button>
          <div className="slider__dots" role="group" aria-label={t('catalog_home.slider_dots')}>
            {slides.map((slide, position) => (
              <button
                key={slide.id}
                type="button"
                className="slider__dot"
                aria-current={position === current ? 'true' : undefined}
                aria-label={t('catalog_home.slider_dot', {
                  current: position + 1,
                  total: count,
                  title: slide.title,
                })}
                onClick={() => go(position)}
              />
            ))}
          </div>
          <button
            type="button"
            className="slider__button"
            onClick={() => go(current + 1)}
            aria-label={t('catalog_home.slider_next')}
          >
            <ArrowIcon />
          </button>
        </div>
      )}
    </section>
  );
};
