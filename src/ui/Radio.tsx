import { ChoiceControl, type ChoiceInputProps } from './ChoiceControl.tsx';

export interface RadioProps extends ChoiceInputProps {
  /** The class of the hint, for a layout of its own. */
  descriptionClassName?: string;
  /** Classes of the outer element and of the row of circle and text (a card). */
  className?: string;
  bodyClassName?: string;
  /** The group has a problem: the circle is marked (the group says what). */
  error?: boolean;
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
  className,
  bodyClassName,
  error = false,
  ...input
}: RadioProps) {
  const hintId = description ? `${id}-description` : undefined;
  return (
    <ChoiceControl
      kind="Radio"
      id={id}
      label={label}
      description={description}
      hintId={hintId}
      descriptionClassName={descriptionClassName}
      className={className}
      bodyClassName={bodyClassName}
      input={{ ...input, 'aria-describedby': hintId, 'aria-invalid': error ? true : undefined }}
      icon={
        <span className="mantine-Radio-icon ui-choice__icon ui-radio__icon" aria-hidden="true" />
      }
    />
  );
}
