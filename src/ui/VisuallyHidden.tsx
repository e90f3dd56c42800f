import './visually-hidden.css';
import type { ReactNode } from 'react';

/** Text for screen readers only, e.g. what a visible "Ändern" changes. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="ui-visually-hidden">{children}</span>;
}
