import type { Consent, ConsentChannels } from '../../../src/api/contract/consent.ts';
import { documentTable, type Db } from '../../db.ts';
import { perDb } from './perDb.ts';

/** Version of the consent text the site shows; stored with every change as proof. */
export const CONSENT_TEXT_VERSION = '2025-03';

const NONE: ConsentChannels = { email: false, phone: false, sms: false, letter: false };

function createConsents(db: Db) {
  const table = documentTable<Consent>(db, 'offer_consents');
  return {
    /** The consent on record; a customer who never answered has given none. */
    get: (token: string): Consent =>
      table.get(token)?.data ?? { channels: NONE, textVersion: CONSENT_TEXT_VERSION },
    put: (token: string, brand: string, consent: Consent) => table.put(token, brand, consent),
    /** Records the channels the customer chose when accepting. */
    change(token: string, brand: string, channels: ConsentChannels, now: Date) {
      table.put(token, brand, {
        channels,
        textVersion: CONSENT_TEXT_VERSION,
        updatedAt: now.toISOString(),
      });
    },
    clear: () => table.clear(),
  };
}

/** Advertising consents of the customers behind offer tokens. */
export const consentStore = perDb(createConsents);
