import './checkbox.css';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'children'
> {
  id: string;
  label: ReactNode;
  description?: ReactNode;
  /** The box's message, translated; none while it is fine. */
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A checkbox with its label, hint and message, in Mantine's markup and static class names
 * (`mantine-Checkbox-*`), which the theme styles for every brand (fields.css) — without
 * Mantine's Checkbox, whose group and card ride along with it: 3 KB gzip less before the
 * summary's data. The hint and message are read with the box; the required mark is the
 * labels' (`*`, hidden from screen readers: the box itself says it is required).
 */
export function Checkbox({ id, label, description, error, required, ...input }: CheckboxProps) {
  const hintId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="mantine-Checkbox-root ui-checkbox">
      <div className="mantine-Checkbox-body ui-checkbox__body">
        <div className="mantine-Checkbox-inner ui-checkbox__inner">
          <input
            {...input}
            id={id}
            type="checkbox"
            className="mantine-Checkbox-input ui-checkbox__input"
            required={required}
            aria-describedby={described}
            data-error={error ? true : undefined}
          />
          <svg
            className="mantine-Checkbox-icon ui-checkbox__icon"
            viewBox="0 0 10 7"
            aria-hidden="true"
          >
            <path
              fill="currentColor"
              d="M4 4.586L1.707 2.293A1 1 0 1 0 .293 3.707l3 3a.997.997 0 0 0 1.414 0l5-5A1 1 0 1 0 8.293.293L4 4.586z"
            />
          </svg>
        </div>
        <div className="mantine-Checkbox-labelWrapper ui-checkbox__text">
          <label className="mantine-Checkbox-label ui-checkbox__label" htmlFor={id}>
            {label}
            {required && (
              <span
                className="mantine-InputWrapper-required ui-checkbox__required"
                aria-hidden="true"
              >
                {' *'}
              </span>
            )}
          </label>
          {description && (
            <div id={hintId} className="mantine-Checkbox-description">
              {description}
            </div>
          )}
          {error && (
            <div id={errorId} className="mantine-Checkbox-error">
              {error}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
