import './button.css';
import type { ReactNode } from 'react';

export interface LinkButtonProps {
  href: string;
  /** The main way on is filled, the others outlined. */
  primary?: boolean;
  /** Extra attributes, e.g. click tracking or `rel`. */
  attributes?: Record<string, string>;
  className?: string;
  children: ReactNode;
}

/** A link that looks like the site's Button: it navigates or dials, so it stays an <a>. */
export function LinkButton({
  href,
  primary = false,
  attributes = {},
  className,
  children,
}: LinkButtonProps) {
  return (
    <a
      {...attributes}
      href={href}
      className={['ui-button', className].filter(Boolean).join(' ')}
      data-variant={primary ? 'filled' : 'outline'}
    >
      <span className="ui-button__content">{children}</span>
    </a>
  );
}
