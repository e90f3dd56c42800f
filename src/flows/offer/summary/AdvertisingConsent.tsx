import './summary.css';
import { brand } from 'virtual:brand';
import type { Consent } from '../../../api/contract/consent.ts';
import { useText } from '../../../i18n/react.tsx';
import { Checkbox } from '../../../ui/Checkbox.tsx';
import { PageSection } from '../../../ui/PageSection.tsx';
import type { TextKey } from '../../../i18n/keys.ts';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { advertisingField, advertisingId, channels, type AdvertisingField } from './advertising.ts';

const labelKeys: Record<(typeof channels)[number], TextKey> = {
  email: 'summary:advertising.email',
  phone: 'summary:advertising.phone',
  sms: 'summary:advertising.sms',
  letter: 'summary:advertising.letter',
};

export interface AdvertisingConsentProps {
  /** The consent on record; none when it could not be read. */
  consent: Consent | undefined;
  register: (name: AdvertisingField) => UseFormRegisterReturn;
}

/**
 * The customer's advertising consent, one box per channel as on record: optional, changed
 * with the order. Unread, it is left as it is, and the order goes on without it.
 */
export function AdvertisingConsent({ consent, register }: AdvertisingConsentProps) {
  const t = useText();
  return (
    <PageSection heading={t('summary:advertising.heading')}>
      {consent ? (
        <fieldset className="summary-legal">
          <legend className="summary-legal__legend">{t('summary:advertising.legend')}</legend>
          {channels.map((channel) => {
            const name = advertisingField(channel);
            return (
              <Checkbox
                key={channel}
                id={advertisingId(name)}
                label={t(labelKeys[channel])}
                {...register(name)}
              />
            );
          })}
          <p>{t('summary:advertising.note')}</p>
        </fieldset>
      ) : (
        <p>{t('summary:advertising.unavailable', { hotline: brand.hotline })}</p>
      )}
    </PageSection>
  );
}
