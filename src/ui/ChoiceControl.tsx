import './choiceControl.css';
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

/** What Checkbox and Radio take alike: the input's attributes, its id, label and hint. */
export interface ChoiceInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'children'
> {
  id: string;
  label: ReactNode;
  description?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export interface ChoiceControlProps {
  /** Whose markup and static class names (`mantine-Checkbox-*`, `mantine-Radio-*`). */
  kind: 'Checkbox' | 'Radio';
  id: string;
  /** The input's own attributes (name, checked, handlers, ARIA). */
  input: InputHTMLAttributes<HTMLInputElement> & {
    ref?: Ref<HTMLInputElement> | undefined;
    'data-error'?: true | undefined;
  };
  /** The tick or dot drawn over the input. */
  icon: ReactNode;
  label: ReactNode;
  description?: ReactNode | undefined;
  hintId?: string | undefined;
  /** The class of the hint, for a layout of its own. */
  descriptionClassName?: string | undefined;
  /** Classes of the outer element and of the row of control and text, for a card's layout. */
  className?: string | undefined;
  bodyClassName?: string | undefined;
  /** Below the hint: the control's own message, where it has one. */
  children?: ReactNode;
}

/**
 * The frame Checkbox and Radio share: Mantine's markup around the input, with its label
 * beside it and the hint below, so the theme styles both for every brand (fields.css)
 * without Mantine's components riding along.
 */
export function ChoiceControl({
  kind,
  id,
  input,
  icon,
  label,
  description,
  hintId,
  descriptionClassName,
  className,
  bodyClassName,
  children,
}: ChoiceControlProps) {
  const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');
  return (
    <div className={classes(`mantine-${kind}-root ui-choice ui-${kind.toLowerCase()}`, className)}>
      <div className={classes(`mantine-${kind}-body ui-choice__body`, bodyClassName)}>
        <div className={`mantine-${kind}-inner ui-choice__inner`}>
          <input
            {...input}
            id={id}
            type={kind === 'Checkbox' ? 'checkbox' : 'radio'}
            className={`mantine-${kind}-${kind === 'Checkbox' ? 'input' : 'radio'} ui-choice__input`}
          />
          {icon}
        </div>
        <div className={`mantine-${kind}-labelWrapper ui-choice__text`}>
          <label className={`mantine-${kind}-label ui-choice__label`} htmlFor={id}>
            {label}
          </label>
          {description && (
            <div
              id={hintId}
              className={classes(`mantine-${kind}-description`, descriptionClassName)}
            >
              {description}
            </div>
          )}
          {children}
        </div>
      </div>
    </div>
  );
}
