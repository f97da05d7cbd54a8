import type { ReactNode } from 'react';

/** The centred card of the sign-in, sign-up and account-recovery screens. */
export const AuthCard = ({
  title,
  children,
  footer,
  wide,
}: {
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  wide?: boolean;
}) => (
  <div className={`auth-card${wide ? ' auth-card--wide' : ''}`}>
    <h1 className="auth-card__title">{title}</h1>
    {children}
    {footer && <div className="auth-card__footer">{footer}</div>}
  </div>
);
