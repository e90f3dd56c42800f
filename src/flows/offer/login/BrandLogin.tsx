import { useText } from '../../../i18n/react.tsx';
import { ButtonGroup } from '../../../ui/ButtonGroup.tsx';
import { PageSection } from '../../../ui/PageSection.tsx';
import { SectionStatus } from '../../../ui/SectionStatus.tsx';
import { LinkButton } from '../../../ui/LinkButton.tsx';
import { brandLoginHref, returnUrlOf } from './loginLinks.ts';
import type { LoginProblem } from './loginProblem.ts';
import type { TextKey } from '../../../i18n/keys.ts';

const returnProblemKeys: Record<LoginProblem['kind'], TextKey> = {
  invalidCode: 'offerLogin:brand.returnFailed',
  tooMany: 'offerLogin:errors.tooMany',
  unavailable: 'offerLogin:brand.returnFailed',
};

export interface BrandLoginProps {
  loginUrl: string;
  brandName: string;
  /** Why the last return from the brand login did not log the customer in. */
  returnProblem: LoginProblem | undefined;
}

/** The way to the brand's own login, which sends the customer back here with `?code=`. */
export function BrandLogin({ loginUrl, brandName, returnProblem }: BrandLoginProps) {
  const t = useText();
  const href = brandLoginHref(loginUrl, returnUrlOf(window.location));
  return (
    <PageSection heading={t('offerLogin:brand.heading', { brand: brandName })}>
      {returnProblem && <SectionStatus text={t(returnProblemKeys[returnProblem.kind])} />}
      <p>{t('offerLogin:brand.intro', { brand: brandName })}</p>
      <ButtonGroup>
        <LinkButton primary href={href}>
          {t('offerLogin:brand.button', { brand: brandName })}
        </LinkButton>
      </ButtonGroup>
    </PageSection>
  );
}
