import './step-fields.css';
import type { ReactNode } from 'react';

export interface StepFieldsetProps {
  /** The id of its first control: the hint and the message are named after it. */
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  /** The group's message, translated; none while the answer is fine. */
  message: string | undefined;
  /** The schema requires an answer: the legend carries the mark the labels of fields have. */
  required?: boolean;
  className?: string;
  children: ReactNode;
}

interface FieldMessageProps {
  id?: string;
  /** Within a line of other content (a file's row), not a paragraph of its own. */
  inline?: boolean;
  children: ReactNode;
}

/** A field's message, in the look GOV.UK gives it; above the controls of a group. */
export function FieldMessage({ id, inline = false, children }: FieldMessageProps) {
  const Tag = inline ? 'span' : 'p';
  return (
    <Tag id={id} className="step-error">
      {children}
    </Tag>
  );
}

/**
 * Controls that answer one question together (a choice, a date, files) as one field:
 * legend, hint and message as GOV.UK shows them, the message and hint read with the group.
 */
export function StepFieldset({
  id,
  legend,
  hint,
  message,
  required = false,
  className,
  children,
}: StepFieldsetProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [hint && hintId, message && errorId].filter(Boolean).join(' ');
  return (
    <fieldset
      className={['step-fieldset', className].filter(Boolean).join(' ')}
      aria-describedby={described || undefined}
    >
      <legend className="step-fieldset__legend">
        {legend}
        {required && (
          <span className="step-required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </legend>
      {hint && (
        <p id={hintId} className="step-hint">
          {hint}
        </p>
      )}
      {message && <FieldMessage id={errorId}>{message}</FieldMessage>}
      {children}
    </fieldset>
  );
}
