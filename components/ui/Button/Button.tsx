import Link from 'next/link';
import type { ButtonHTMLAttributes, ComponentProps } from 'react';
import { button, type ButtonVariants } from './Button.css';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonVariants;

export function Button({ variant, size, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={cx(button({ variant, size }), className)} {...rest} />;
}

export type ButtonLinkProps = ComponentProps<typeof Link> & ButtonVariants;

/** A link that looks like a button: navigation stays a link for assistive technology. */
export function ButtonLink({ variant, size, className, ...rest }: ButtonLinkProps) {
  return <Link className={cx(button({ variant, size }), className)} {...rest} />;
}

function cx(...names: (string | undefined)[]) {
  return names.filter(Boolean).join(' ');
}
