import { useEffect } from 'react';
import { brand, brandSites } from 'virtual:brand';
import { brandSiteUrl } from '../../brand/sites.ts';
import type { UseCase } from '../../api/contract/useCases.ts';
import { BaseError, IdvError } from '../../api/errors/classes.ts';
import { idvTexts } from '../../api/errors/idvTexts.ts';
import { errorTextKey, errorTextValues } from '../../api/errors/texts.ts';
import { idvEvents } from './events.ts';
import { useTexts } from '../../i18n/react.tsx';
import { splitLocale } from '../../routing/paths.ts';
import { href } from '../../routing/links.ts';
import { Button } from '../../ui/Button.tsx';
import { ButtonGroup } from '../../ui/ButtonGroup.tsx';
import { SectionStatus } from '../../ui/SectionStatus.tsx';
import { phoneLink } from '../../ui/phoneLink.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import type { TextKey } from '../../i18n/keys.ts';

export interface IdvProblemProps {
  error: unknown;
  useCase: UseCase;
  /** Asks again: the problem may be over (maintenance, a fault, no answer). */
  onRetry: () => void;
}

/**
 * Problems that pass: the customer can try again (`ApiError`: no answer, or one the site could
 * not read). The others need the link or the hotline.
 */
const passing = new Set<string>([
  'DOWNTIME',
  'TECHNICAL_PROBLEM',
  'Unexpected',
  'TooManyRequests',
  'ApiError',
]);

/** The way on: after a known maintenance window, a retry, or the hotline. */
const retryHint = (retry: boolean, window: boolean): TextKey =>
  !retry ? 'idv:problem.callHint' : window ? 'idv:problem.afterDowntime' : 'idv:problem.retryHint';

export const problemCode = (error: unknown): string =>
  error instanceof BaseError ? error.code : 'Unexpected';

/**
 * The brand a verification belongs to when the customer opened it on another brand's site
 * (the API refuses that with IdvMismatch and names the owner): its name and this page there.
 */
function ownerSite(error: unknown) {
  if (!(error instanceof IdvError) || error.code !== 'IdvMismatch') return undefined;
  const site = brandSites.find((candidate) => candidate.slug === error.brand);
  if (!site || site.slug === brand.slug) return undefined;
  const { locale, path } = splitLocale(window.location.pathname);
  const url = brandSiteUrl(site, window.location, path, locale);
  return url ? { brand: site.name, href: url } : undefined;
}

/**
 * A verification that cannot go on here (SPEC §8): its own words for every code — the
 * maintenance window, the hotline that finishes it, a retry where it may pass — and always
 * a way on: the retry, the hotline and the home page.
 */
export function IdvProblem({ error, useCase, onRetry }: IdvProblemProps) {
  const { t, locale } = useTexts();
  const shown = error instanceof BaseError ? error : new IdvError('Unexpected', 'no answer');
  const keys = errorTextKey(shown, idvTexts);
  const values = errorTextValues(shown, { locale, hotline: brand.hotline });
  const code = problemCode(error);
  const phone = phoneLink(values['hotline'] ?? brand.hotline);
  const retry = passing.has(code);
  const owner = ownerSite(error);

  useEffect(() => {
    idvEvents.error(code, { useCase });
  }, [code, useCase]);

  return (
    <div className="idv-result" data-idv-problem={code}>
      <SectionStatus
        type={code === 'DOWNTIME' ? 'warning' : 'error'}
        headline={t(keys.title, values)}
        text={
          <>
            <p className="idv-result__text">{t(keys.text, values)}</p>
            {keys.window && <p className="idv-result__text">{t(keys.window, values)}</p>}
          </>
        }
      />
      <section className="idv-result__next" aria-labelledby="idv-problem-next">
        <h2 id="idv-problem-next" className="idv-result__heading">
          {t('idv:problem.heading')}
        </h2>
        <p className="idv-result__text">
          {owner
            ? t('idv:problem.otherBrand', { brand: owner.brand })
            : t(retryHint(retry, keys.window !== undefined), {
                ...values,
                hotline: phone.display,
              })}
        </p>
        <ButtonGroup align="start">
          {owner && (
            <LinkButton href={owner.href} primary>
              {t('idv:actions.otherBrand', { brand: owner.brand })}
            </LinkButton>
          )}
          {retry && <Button onClick={onRetry}>{t('idv:problem.retry')}</Button>}
          <LinkButton href={phone.href} primary={!retry && !owner}>
            {t('idv:actions.call', { hotline: phone.display })}
          </LinkButton>
          <LinkButton href={href('home', {}, locale)}>{t('idv:actions.home')}</LinkButton>
        </ButtonGroup>
      </section>
    </div>
  );
}
