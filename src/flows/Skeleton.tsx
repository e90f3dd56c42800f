import './skeleton.css';
import type { TextKey } from '../i18n/keys.ts';
import { useText } from '../i18n/react.tsx';
import { LoadingPlaceholder } from '../ui/LoadingPlaceholder.tsx';
import { VisuallyHidden } from '../ui/VisuallyHidden.tsx';

export interface SkeletonProps {
  /** One card per entry, with that many text lines: the shape of the screen to come. */
  sections: readonly number[];
  /** A line above the cards, read before the screen is there (what this page is for). */
  intro?: TextKey;
}

/**
 * A screen's first paint while its data loads: cards of grey lines where its sections
 * will be, announced once as loading to screen readers.
 */
export function Skeleton({ sections, intro }: SkeletonProps) {
  const t = useText();
  const skeleton = (
    <div role="status" className="flow-skeleton">
      <VisuallyHidden>{t('ui:loading.text')}</VisuallyHidden>
      {sections.map((lines, index) => (
        <div key={index} className="ui-page-section" aria-hidden="true">
          <div className="ui-loading-group flow-skeleton__lines">
            <LoadingPlaceholder height={24} minWidth={40} maxWidth={60} />
            {Array.from({ length: lines }, (_, line) => (
              <LoadingPlaceholder key={line} />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
  return intro ? (
    <>
      <p>{t(intro)}</p>
      {skeleton}
    </>
  ) : (
    skeleton
  );
}
