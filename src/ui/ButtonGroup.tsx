import './button-group.css';
import type { ReactNode } from 'react';

export type ButtonGroupAlign = 'start' | 'center' | 'end' | 'space-between';

export interface ButtonGroupProps {
  align?: ButtonGroupAlign;
  children: ReactNode;
}

/** A row of buttons that wraps on narrow screens. */
export function ButtonGroup({ align = 'start', children }: ButtonGroupProps) {
  return (
    <div className="ui-button-group" data-align={align}>
      {children}
    </div>
  );
}
