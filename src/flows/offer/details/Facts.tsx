import '../../../ui/spread-row.css';
import './offer-details.css';
import type { ReactNode } from 'react';

/** Name–value pairs of a product (a description list). */
export function Facts({ children }: { children: ReactNode }) {
  return <dl className="offer-details__facts">{children}</dl>;
}

export function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="ui-spread-row offer-details__fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
