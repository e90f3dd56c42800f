import './radio.css';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

export interface RadioProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'children'
> {
  id: string;
  label: ReactNode;
  description?: ReactNode;
  /** The class of the hint, for a layout of its own. */
  descriptionClassName?: string;
  /** The group has a problem: the circle is marked (the group says what). */
  error?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A radio with its label and hint, in Mantine's markup and static class names
 * (`mantine-Radio-*`), which the theme styles for every brand (fields.css), without
 * Mantine's Radio and its card and group: what Checkbox.tsx does for the boxes. The group's
 * legend and message are the fieldset's (StepFieldset).
 */
export function Radio({
  id,
  label,
  description,
  descriptionClassName,
  error = false,
  ...input
}: RadioProps) {
  const hintId = description ? `${id}-description` : undefined;
  return (
    <div className="mantine-Radio-root ui-radio">
      <div className="mantine-Radio-body ui-radio__body">
        <div className="mantine-Radio-inner ui-radio__inner">
          <input
            {...input}
            id={id}
            type="radio"
            className="mantine-Radio-radio ui-radio__input"
            aria-describedby={hintId}
            aria-invalid={error ? true : undefined}
          />
          <span className="mantine-Radio-icon ui-radio__icon" aria-hidden="true" />
        </div>
        <div className="mantine-Radio-labelWrapper ui-radio__text">
          <label className="mantine-Radio-label ui-radio__label" htmlFor={id}>
            {label}
          </label>
          {description && (
            <div
              id={hintId}
              className={['mantine-Radio-description', descriptionClassName]
                .filter(Boolean)
                .join(' ')}
            >
              {description}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
