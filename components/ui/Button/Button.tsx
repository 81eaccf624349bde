import type { ButtonHTMLAttributes } from 'react';
import { IntentLink, type IntentLinkProps } from '../IntentLink';
import { button, type ButtonVariants } from './Button.css';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants;

export function Button({ variant, size, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={cx(button({ variant, size }), className)} {...rest} />;
}

export type ButtonLinkProps = IntentLinkProps & ButtonVariants;

/**
 * A link that looks like a button: navigation stays a link for assistive technology. A call to
 * action, so its route is fetched when the visitor reaches for it (IntentLink), not on sight.
 */
export function ButtonLink({ variant, size, className, ...rest }: ButtonLinkProps) {
  return <IntentLink className={cx(button({ variant, size }), className)} {...rest} />;
}

function cx(...names: (string | undefined)[]) {
  return names.filter(Boolean).join(' ');
}
