import './fallback-error-view.css';
import { useEffect, useRef } from 'react';
import { useText } from '../i18n/react.tsx';
import { goTo } from '../routing/navigate.ts';
import { Button } from './Button.tsx';

export interface FallbackErrorViewProps {
  /** HTTP-like status code of the failure. */
  status: number;
}

/** Stands in for a part of the page that crashed; "Clear errors" starts over at home. */
export function FallbackErrorView({ status }: FallbackErrorViewProps) {
  const t = useText();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The crash took the focused element with it: bring keyboard users to the message
    // rather than leaving them at the top of the page. Focus elsewhere is left alone.
    if (!document.activeElement || document.activeElement === document.body) {
      headingRef.current?.focus();
    }
  }, []);
  return (
    <div className="ui-fallback-error" role="alert">
      <p className="ui-fallback-error__status">{t('ui:fallbackError.status', { status })}</p>
      <h2 ref={headingRef} tabIndex={-1} className="ui-fallback-error__headline">
        {t('ui:fallbackError.headline')}
      </h2>
      <p>{t('ui:fallbackError.text')}</p>
      <Button onClick={() => void goTo('home', {})}>{t('ui:fallbackError.clear')}</Button>
    </div>
  );
}
