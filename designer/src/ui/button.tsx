import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';

/** The look of an action: one `primary` per view, `secondary` beside it, `quiet` for inline actions. */
export type ButtonVariant = 'primary' | 'secondary' | 'quiet';

const className = (variant: ButtonVariant, size: 'normal' | 'small', extra?: string) =>
  ['button', `button--${variant}`, size === 'small' ? 'button--small' : '', extra ?? '']
    .filter(Boolean)
    .join(' ');

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** @defaultValue 'primary' */
  variant?: ButtonVariant;
  /** @defaultValue 'normal' */
  size?: 'normal' | 'small';
  /** Shows a busy state: disabled, `aria-busy`, and `busyLabel` in place of the label. */
  busy?: boolean;
  busyLabel?: string;
}

/** A button. `type` defaults to `button` so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'normal',
  busy = false,
  busyLabel,
  type = 'button',
  className: extra,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={className(variant, size, extra)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}

export interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** @defaultValue 'primary' */
  variant?: ButtonVariant;
  /** @defaultValue 'normal' */
  size?: 'normal' | 'small';
}

/** A link that looks like a button (navigation, e.g. "Build your website"). App paths navigate client-side. */
export function ButtonLink({
  variant = 'primary',
  size = 'normal',
  className: extra,
  ...rest
}: ButtonLinkProps) {
  return <a {...rest} className={className(variant, size, extra)} />;
}
