import '@mantine/core/styles/VisuallyHidden.layer.css';
import './loading-placeholder.css';
import { useId } from 'react';
import { VisuallyHidden } from '@mantine/core';
import { useText } from '../i18n/react.tsx';
import { LOADING_PLACEHOLDER_DEFAULTS } from './defaults.ts';
import { seededFraction } from './seededFraction.ts';

export interface LoadingPlaceholderProps {
  /** Narrowest bar in percent. */
  minWidth?: number;
  /** Widest bar in percent. */
  maxWidth?: number;
  /** Bar height in px. */
  height?: number;
}

/** A grey bar standing in for text that is still loading; invisible to screen readers. */
export function LoadingPlaceholder({
  minWidth = LOADING_PLACEHOLDER_DEFAULTS.minWidth,
  maxWidth = LOADING_PLACEHOLDER_DEFAULTS.maxWidth,
  height = LOADING_PLACEHOLDER_DEFAULTS.height,
}: LoadingPlaceholderProps) {
  // Seeded by the React id rather than Math.random: the built HTML and the hydrated
  // island must agree on the width.
  const fraction = seededFraction(useId());
  const width = Math.round((minWidth + fraction * (maxWidth - minWidth)) * 10) / 10;
  return (
    <span
      className="ui-loading-placeholder"
      aria-hidden="true"
      style={{ width: `${width}%`, height: `${height}px` }}
    />
  );
}

export interface LoadingRegionProps extends LoadingPlaceholderProps {
  /** Number of bars. */
  lines?: number;
}

/** Placeholder bars for a whole block, announced once as "loading" to screen readers. */
export function LoadingRegion({ lines = 3, ...bar }: LoadingRegionProps) {
  const t = useText();
  return (
    <div role="status" className="ui-loading-region">
      <VisuallyHidden>{t('ui:loading.text')}</VisuallyHidden>
      {Array.from({ length: lines }, (_, i) => (
        <LoadingPlaceholder key={i} {...bar} />
      ))}
    </div>
  );
}
