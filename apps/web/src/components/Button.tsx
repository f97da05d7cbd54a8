import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

type Variant = 'primary' | 'secondary' | 'ghost' | 'danger';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  loading?: boolean;
  block?: boolean;
}

const classes = (variant: Variant, block?: boolean, extra?: string) =>
  ['btn', `btn--${variant}`, block ? 'btn--block' : '', extra ?? ''].filter(Boolean).join(' ');

/** A button that stays focusable while busy (aria-disabled) so focus is never lost mid-submit. */
export const Button = ({
  variant = 'primary',
  loading = false,
  block,
  className,
  type = 'button',
  children,
  onClick,
  ...rest
}: ButtonProps) => (
  <button
    {...rest}
    type={type}
    className={classes(variant, block, className)}
    aria-busy={loading || undefined}
    aria-disabled={loading || rest.disabled || undefined}
    onClick={(event) => {
      if (loading) {
        event.preventDefault();
        return;
      }
      onClick?.(event);
    }}
  >
    {loading && <span className="spinner spinner--inline" aria-hidden="true" />}
    {children}
  </button>
);

export const ButtonLink = ({
  variant = 'primary',
  block,
  className,
  ...rest
}: LinkProps & { variant?: Variant; block?: boolean; children: ReactNode }) => (
  <Link {...rest} className={classes(variant, block, className)} />
);
