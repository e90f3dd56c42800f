import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '../../../ui/button.css';
import type { ReactNode } from 'react';
import { Button as MantineButton } from '@mantine/core';

export interface ActionLinkProps {
  href: string;
  /** The main way out gets the filled look, the others the outlined one. */
  primary?: boolean;
  /** Extra attributes, e.g. click tracking. */
  attributes?: Record<string, string>;
  children: ReactNode;
}

/** A link that looks like the shared Button: it navigates (or dials), so it stays an <a>. */
export function ActionLink({ href, primary = false, attributes = {}, children }: ActionLinkProps) {
  return (
    <MantineButton
      {...attributes}
      component="a"
      href={href}
      className="ui-button offer-error__action"
      variant={primary ? 'filled' : 'outline'}
    >
      <span className="ui-button__content">{children}</span>
    </MantineButton>
  );
}
