import './spinner.css';
import type { CSSProperties } from 'react';
import { SPINNER_SIZES, type SpinnerSize } from './sizes.ts';
import { VisuallyHidden } from './VisuallyHidden.tsx';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Announced to screen readers as a status; without it the spinner is decorative. */
  label?: string;
  /** Any CSS colour; the brand's primary colour by default. */
  color?: string;
}

/** A turning ring (SPEC §9 sizes); it stands still for people who ask for less motion. */
export function Spinner({ size = 'medium', label, color }: SpinnerProps) {
  const ring = (
    <span
      className="ui-spinner"
      aria-hidden="true"
      style={
        {
          '--spinner-size': `${SPINNER_SIZES[size] / 16}rem`,
          ...(color ? { '--spinner-color': color } : {}),
        } as CSSProperties
      }
    />
  );
  if (!label) return ring;
  return (
    <span role="status">
      {ring}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
