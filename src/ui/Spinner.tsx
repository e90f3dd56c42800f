import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import { Loader, VisuallyHidden } from '@mantine/core';
import { SPINNER_SIZES, type SpinnerSize } from './sizes.ts';

export interface SpinnerProps {
  size?: SpinnerSize;
  /** Announced to screen readers as a status; without it the spinner is decorative. */
  label?: string;
  /** Any CSS colour; the brand's primary colour by default. */
  color?: string;
}

export function Spinner({ size = 'medium', label, color }: SpinnerProps) {
  const loader = <Loader size={SPINNER_SIZES[size]} aria-hidden {...(color ? { color } : {})} />;
  if (!label) return loader;
  return (
    <span role="status">
      {loader}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
