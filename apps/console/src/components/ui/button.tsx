import type { ButtonHTMLAttributes } from 'react';

type TButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  isBusy?: boolean;
};

/** The console's button; busy buttons stay focusable but cannot be pressed twice. */
export function Button({
  variant = 'secondary',
  isBusy,
  disabled,
  className,
  type = 'button',
  ...rest
}: TButtonProps) {
  return (
    <button
      type={type}
      className={`button button-${variant}${className ? ` ${className}` : ''}`}
      disabled={disabled || isBusy}
      aria-busy={isBusy || undefined}
      {...rest}
    />
  );
}
