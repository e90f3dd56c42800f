import { useEffect, useRef, type MouseEvent } from 'react';
import { useText } from '../i18n/react.tsx';
import { afterNextPaint } from './afterNextPaint.ts';
import { revealField } from './revealField.ts';

export interface ErrorSummaryEntry {
  /** Id of the input the entry leads to. */
  target: string;
  /** The same text as at the field. */
  message: string;
}

export interface ErrorSummaryProps {
  entries: readonly ErrorSummaryEntry[];
  /** Changes with every submit: after one that failed, the summary then takes the focus. */
  focusSignal: number;
}

function focusField(event: MouseEvent<HTMLAnchorElement>, target: string) {
  const field = document.getElementById(target);
  if (!field) return;
  event.preventDefault();
  revealField(field);
}

/**
 * The GOV.UK error summary: "There is a problem" above the form, one link per invalid
 * field that moves the focus there. It takes the focus after a failed submit, and the
 * page title starts with "Error:" while it is shown.
 */
export function ErrorSummary({ entries, focusSignal }: ErrorSummaryProps) {
  const t = useText();
  const box = useRef<HTMLDivElement>(null);
  const shown = entries.length > 0;
  const prefix = t('ui:errorSummary.titlePrefix');

  // The signal of a failed submit may come a render after its entries (the API's refusal:
  // its messages land before react-hook-form counts the submit): focus once both are there,
  // after the paint that shows the errors. Focusing lays the page out and scrolls it at once:
  // done before that paint, it held the tap's visible answer back on a slow phone (INP).
  // A customer quicker than that paint (a link of the summary already followed) keeps the
  // place they moved the focus to.
  useEffect(() => {
    if (focusSignal === 0 || !shown) return undefined;
    const focusedAtSubmit = document.activeElement;
    return afterNextPaint(() => {
      if (document.activeElement === focusedAtSubmit) box.current?.focus();
    });
  }, [focusSignal, shown]);

  useEffect(() => {
    if (!shown) return;
    const title = document.title;
    document.title = `${prefix} ${title}`;
    return () => {
      document.title = title;
    };
  }, [shown, prefix]);

  if (!shown) return null;
  return (
    <div ref={box} tabIndex={-1} className="ui-error-summary">
      <div role="alert">
        <h2 className="ui-error-summary__heading">{t('ui:errorSummary.heading')}</h2>
        <ul className="ui-error-summary__list">
          {entries.map((entry) => (
            <li key={entry.target}>
              <a href={`#${entry.target}`} onClick={(event) => focusField(event, entry.target)}>
                {entry.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
