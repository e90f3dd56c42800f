import './receipt.css';
import type { ReactNode } from 'react';

export interface FactListProps {
  /** Where the values come from, e.g. that they cannot be changed here. */
  intro?: string;
  facts: readonly (readonly [string, ReactNode])[];
}

/**
 * Values read, not typed: what a link filled in, what a receipt confirms. A description
 * list, term beside value from a tablet's width on.
 */
export function FactList({ intro, facts }: FactListProps) {
  return (
    <>
      {intro && <p className="fact-list__intro">{intro}</p>}
      <dl className="fact-list">
        {facts.map(([term, value]) => (
          <div key={term} className="fact-list__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
