import { ICON_SIZE } from './sizes.ts';

/** Outline icons on a 24 px grid, drawn with the current text colour. */
const paths = {
  alert: 'M12 3 2 20h20L12 3Zm0 6v5m0 3v.01',
  error: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-3-12 6 6m0-6-6 6',
  success: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-4-9 3 3 5-6',
  info: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-10v6m0-9v.01',
  chevronDown: 'm6 9 6 6 6-6',
  chevronLeft: 'm15 6-6 6 6 6',
  chevronRight: 'm9 6 6 6-6 6',
  /** A choice from a list: chevrons up and down. */
  selector: 'm8 9 4-4 4 4m0 6-4 4-4-4',
} as const;

export type IconName = keyof typeof paths;

export interface IconProps {
  name: IconName;
  size?: number;
  /** Names the icon for assistive technology; without it the icon is decorative. */
  label?: string;
  className?: string;
}

export function Icon({ name, size = ICON_SIZE, label, className }: IconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      {...a11y}
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
