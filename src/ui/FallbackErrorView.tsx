import './fallback-error-view.css';
import { useEffect, useRef } from 'react';
import { useLocale, useText } from '../i18n/react.tsx';
import { href } from '../routes.ts';
import { LinkButton } from './LinkButton.tsx';

export interface FallbackErrorViewProps {
  /** HTTP-like status code of the failure. */
  status: number;
}

/**
 * Stands in for a part of the page that crashed; "Clear errors" starts over at home: a
 * link, styled as the site's button, that needs none of the page's scripts to work.
 */
export function FallbackErrorView({ status }: FallbackErrorViewProps) {
  const t = useText();
  const locale = useLocale();
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
      <LinkButton href={href('home', {}, locale)} primary>
        {t('ui:fallbackError.clear')}
      </LinkButton>
    </div>
  );
}
