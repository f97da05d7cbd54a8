import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BAR_DISMISS_DAYS } from '@scena/shared/constants';
import { readCookie, writeCookie } from '../../../lib/cookies';

type BarKind = 'info' | 'error';

const cookieName = (kind: BarKind) => `${kind}_bar_dismissed`;

/**
 * A dismissal hides the bar for a day, but only for the text issued at `iat`: a new text from
 * the admin (new timestamp) shows again at once (spec 1 §2 Layout).
 */
export const isBarDismissed = (kind: BarKind, iat: number | null): boolean =>
  readCookie(cookieName(kind)) === String(iat ?? 0);

const Bar = ({ kind, text, iat }: { kind: BarKind; text: string; iat: number | null }) => {
  const { t } = useTranslation();
  const [dismissed, setDismissed] = useState(() => isBarDismissed(kind, iat));
  if (!text.trim() || dismissed) return null;
  const dismiss = () => {
    writeCookie(cookieName(kind), String(iat ?? 0), BAR_DISMISS_DAYS);
    setDismissed(true);
  };
  return (
    <section
      className={`notice-bar notice-bar--${kind}`}
      aria-label={t(kind === 'info' ? 'bars.info_label' : 'bars.error_label')}
    >
      <p className="notice-bar__text">{text}</p>
      <button type="button" className="notice-bar__close" onClick={dismiss}>
        {t('bars.dismiss')}
      </button>
    </section>
  );
};

export const NoticeBars = ({
  info,
  infoIat,
  error,
  errorIat,
}: {
  info: string;
  infoIat: number | null;
  error: string;
  errorIat: number | null;
}) => (
  <>
    <Bar key={`error-${errorIat ?? 0}`} kind="error" text={error} iat={errorIat} />
    <Bar key={`info-${infoIat ?? 0}`} kind="info" text={info} iat={infoIat} />
  </>
);
