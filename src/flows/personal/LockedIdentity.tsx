import './personal-data.css';
import '../step/step-fields.css';
import type { Salutation } from '../../api/contract/personal.ts';
import { useTexts } from '../../i18n/react.tsx';
import { localeIso } from '../../routes.ts';
import { Data } from '../../ui/Data.tsx';
import type { TextKey } from '../../i18n/keys.ts';

/** Who the customer is, as the operator has verified it: shown, never typed again. */
export interface VerifiedPerson {
  salutation: Salutation;
  givenNames: string;
  familyName: string;
  /** ISO date. */
  birthDate: string;
}

export interface LockedIdentityProps {
  person: VerifiedPerson;
  /** Text key of how to have name or birth date changed, with `{{hotline}}`. */
  howToChange: TextKey;
  hotline: string;
}

const salutations: Record<Salutation, TextKey> = {
  frau: 'personalData:salutation.frau',
  herr: 'personalData:salutation.herr',
};

/**
 * Name and date of birth as known to the operator (WCAG 3.3.7: nothing typed twice), with
 * how to have them changed said up front (TKG § 172 (4): a change needs a new identity
 * check, so it goes through the hotline, never silently refused).
 */
export function LockedIdentity({ person, howToChange, hotline }: LockedIdentityProps) {
  const { t, locale } = useTexts();
  const birthDate = new Intl.DateTimeFormat(localeIso[locale], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${person.birthDate}T00:00:00Z`));
  return (
    <div className="personal-locked">
      <dl className="personal-facts">
        <div className="personal-facts__row">
          <dt>{t('personalData:locked.name')}</dt>
          <dd>
            {t(salutations[person.salutation])}{' '}
            <Data>
              {person.givenNames} {person.familyName}
            </Data>
          </dd>
        </div>
        <div className="personal-facts__row">
          <dt>{t('personalData:birthDate.legend')}</dt>
          <dd>{birthDate}</dd>
        </div>
      </dl>
      <p className="step-hint">{t(howToChange, { hotline })}</p>
    </div>
  );
}
