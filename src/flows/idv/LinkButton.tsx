import '../../ui/button.css';
import type { ReactNode } from 'react';

export interface LinkButtonProps {
  href: string;
  /** The main way on is filled, the others outlined. */
  primary?: boolean;
  /** Extra attributes, e.g. click tracking or `rel`. */
  attributes?: Record<string, string>;
  children: ReactNode;
}

/** A link that looks like the site's button: it navigates or dials, so it stays an <a>. */
export function LinkButton({ href, primary = false, attributes = {}, children }: LinkButtonProps) {
  return (
    <a
      {...attributes}
      href={href}
      className="ui-button idv-link-button"
      data-variant={primary ? 'primary' : 'secondary'}
    >
      <span className="ui-button__content">{children}</span>
    </a>
  );
}
