import './accordion-item.css';
import { useId, useState, type ReactNode } from 'react';
import { Icon } from './Icon.tsx';

export interface AccordionItemProps {
  title: ReactNode;
  children: ReactNode;
  defaultOpen?: boolean;
  /** Level of the heading that holds the toggle, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/**
 * One disclosure (WAI-ARIA accordion pattern). Each item keeps its own state, so any
 * number can be open at once. The toggle is a native button: click, Enter and Space.
 */
export function AccordionItem({
  title,
  children,
  defaultOpen = false,
  headingLevel = 3,
}: AccordionItemProps) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const buttonId = `${id}-button`;
  const panelId = `${id}-panel`;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="ui-accordion-item" data-open={open || undefined}>
      <Heading className="ui-accordion-item__heading">
        <button
          type="button"
          id={buttonId}
          className="ui-accordion-item__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{title}</span>
          <Icon name="chevronDown" className="ui-accordion-item__chevron" />
        </button>
      </Heading>
      <div
        id={panelId}
        role="region"
        aria-labelledby={buttonId}
        className="ui-accordion-item__panel"
        hidden={!open}
      >
        {children}
      </div>
    </div>
  );
}
