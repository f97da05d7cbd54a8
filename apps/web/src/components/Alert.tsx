import type { ReactNode } from 'react';

type Tone = 'info' | 'success' | 'warning' | 'error';

/**
 * An inline message. Errors and warnings use role="alert" so they are announced when they
 * appear; the others use role="status".
 */
export const Alert = ({
  tone = 'info',
  title,
  children,
  className,
}: {
  tone?: Tone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}) => (
  <div
    role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
    className={['alert', `alert--${tone}`, className ?? ''].filter(Boolean).join(' ')}
  >
    {title && <p className="alert__title">{title}</p>}
    {children}
  </div>
);

export const Spinner = ({ label }: { label: string }) => (
  <div className="spinner-block" role="status">
    <span className="spinner" aria-hidden="true" />
    <span className="visually-hidden">{label}</span>
  </div>
);
