import './page-section.css';
import { useId, type ReactNode } from 'react';

export interface PageSectionProps {
  heading?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  children: ReactNode;
}

/** A block of a page; with a heading it is a named region in the page outline. */
export function PageSection({ heading, headingLevel = 2, children }: PageSectionProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className="ui-page-section" aria-labelledby={heading ? headingId : undefined}>
      {heading && (
        <Heading id={headingId} className="ui-page-section__heading">
          {heading}
        </Heading>
      )}
      {children}
    </section>
  );
}
