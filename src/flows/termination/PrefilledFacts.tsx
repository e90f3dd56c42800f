import type { ReactNode } from 'react';

export interface PrefilledFactsProps {
  /** Where the values come from and that they cannot be changed here. */
  intro?: string;
  facts: readonly (readonly [string, ReactNode])[];
}

/** Values the form takes as given (from a link or an earlier answer): read, not typed. */
export function PrefilledFacts({ intro, facts }: PrefilledFactsProps) {
  return (
    <>
      {intro && <p className="termination-hint">{intro}</p>}
      <dl className="termination-facts">
        {facts.map(([term, value]) => (
          <div key={term} className="termination-facts__row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
