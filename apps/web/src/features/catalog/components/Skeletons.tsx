/**
 * Placeholders the size of what they stand for, shown while the home's blocks load, so nothing
 * below them moves when the data arrives (Lighthouse measured a layout shift of 0.54 on a slow
 * phone). They are hidden from assistive technology; a status line says the block is loading.
 */

/** How many cards a loading block reserves: two rows on a wide screen, more than a phone screen. */
const SKELETON_CARDS = 3;

export const CardSkeletons = ({ label }: { label: string }) => (
  <div role="status" className="home-skeleton">
    <span className="visually-hidden">{label}</span>
    <ul className="home-grid" aria-hidden="true">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <li key={index}>
          <div className="home-card home-card--skeleton">
            <div className="home-card__image" />
            <div className="home-card__body">
              <span className="skeleton-line skeleton-line--short" />
              <span className="skeleton-line skeleton-line--title" />
              <span className="skeleton-line" />
              <span className="skeleton-line skeleton-line--short" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  </div>
);

/** The slider's box while its slides load: the same 3:1 picture, caption and controls heights. */
export const SliderSkeleton = ({ label }: { label: string }) => (
  <div role="status" className="slider slider--skeleton">
    <span className="visually-hidden">{label}</span>
    <div aria-hidden="true">
      <div className="slider__image slider__image--empty" />
      <div className="slider__caption">
        <span className="skeleton-line skeleton-line--title skeleton-line--on-dark" />
      </div>
      <div className="slider__controls">
        <span className="slider__control-space" />
      </div>
    </div>
  </div>
);
