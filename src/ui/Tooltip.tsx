import '@mantine/core/styles/Tooltip.layer.css';
import './tooltip.css';
import type { ReactElement, ReactNode } from 'react';
import { Tooltip as MantineTooltip, type FloatingPosition } from '@mantine/core';
import { TOOLTIP_DEFAULTS } from './defaults.ts';

export interface TooltipProps {
  label: ReactNode;
  /** The trigger: one focusable element that accepts a ref (e.g. our Button). */
  children: ReactElement;
  position?: FloatingPosition;
}

/**
 * A short description of its trigger. Shows on hover, on touch and on keyboard focus,
 * goes away on Escape, and describes the trigger (aria-describedby) while shown.
 */
export function Tooltip({ label, children, position = 'top' }: TooltipProps) {
  return (
    <MantineTooltip
      label={label}
      position={position}
      openDelay={TOOLTIP_DEFAULTS.showDelay}
      closeDelay={TOOLTIP_DEFAULTS.disposeTimeout}
      offset={TOOLTIP_DEFAULTS.distance}
      events={{ hover: true, focus: true, touch: true }}
      multiline
      classNames={{ tooltip: 'ui-tooltip' }}
    >
      {children}
    </MantineTooltip>
  );
}
