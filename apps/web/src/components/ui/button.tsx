import type { ButtonHTMLAttributes } from 'react';
import './button.css';

export type TButtonVariant = 'primary' | 'secondary' | 'ghost';

type TButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: TButtonVariant;
  size?: 'small' | 'medium';
};

/** The site's button; `type="button"` unless a form asks otherwise. */
export function Button({
  variant = 'primary',
  size = 'medium',
  className,
  type = 'button',
  ...rest
}: TButtonProps) {
  const classes = ['button', `button--${variant}`, `button--${size}`, className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}
