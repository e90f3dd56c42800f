import './customer-details.css';
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { CustomerDetails } from '../../api/contract/customer.ts';
import type { PostalAddress } from '../../api/contract/personal.ts';
import { useText } from '../../i18n/react.tsx';
import { Button } from '../../ui/Button.tsx';
import { ButtonGroup } from '../../ui/ButtonGroup.tsx';
import { Data } from '../../ui/Data.tsx';
import { PageSection } from '../../ui/PageSection.tsx';
import { SectionStatus } from '../../ui/SectionStatus.tsx';
import { addressSegments } from '../personal/addressLine.ts';
import { LockedIdentity } from '../personal/LockedIdentity.tsx';
import { verifiedPersonOf } from '../personal/verifiedPerson.ts';
import type { ChangePhase, CustomerDetailsChangeProps } from './CustomerDetailsChange.tsx';
import { customerAnswers, customerFieldId } from './customerAnswers.ts';
import { loadCustomerDetails, type CustomerLoad } from './loadCustomerDetails.ts';

export interface CustomerDetailsSectionProps {
  token: string;
  brand: string;
  hotline: string;
  /** What the screen's load found. */
  loaded: CustomerLoad;
  /** The link no longer opens the details (it ended while the page was open). */
  onLinkClosed: () => void;
}

type Phase = { kind: 'view'; saved: boolean } | ChangePhase;

/** The change form and the address choice: fetched once the customer turns to changing. */
const loadChange = () => import('./CustomerDetailsChange.tsx');
type Change = ComponentType<CustomerDetailsChangeProps>;

const SAVED_ID = 'customer-details-saved';
const CHANGE_ID = 'customer-details-change';

const addressLine = (address: PostalAddress) =>
  addressSegments(address)
    .map(([, separator, value]) => `${separator}${value}`)
    .join('');

/** The details as the operator holds them: the identity read-only, the rest with a way to change it. */
function DetailsList({ details, hotline }: { details: CustomerDetails; hotline: string }) {
  const t = useText();
  const person = verifiedPersonOf(details);
  return (
    <>
      {person && (
        <LockedIdentity
          person={person}
          howToChange="customerDetails:howToChange"
          hotline={hotline}
        />
      )}
      <dl className="personal-facts">
        <div className="personal-facts__row">
          <dt>{t('customerDetails:customerNumber')}</dt>
          <dd>
            <Data>{details.customerNumber}</Data>
          </dd>
        </div>
        <div className="personal-facts__row">
          <dt>{t('personalData:email.label')}</dt>
          <dd>
            <Data>{details.contact.email}</Data>
          </dd>
        </div>
        <div className="personal-facts__row">
          <dt>{t('customerDetails:phone')}</dt>
          <dd>
            {details.contact.phone ? (
              <Data>{details.contact.phone}</Data>
            ) : (
              t('customerDetails:noPhone')
            )}
          </dd>
        </div>
        <div className="personal-facts__row">
          <dt>{t('personalData:sections.address')}</dt>
          <dd>
            <Data>{addressLine(details.address)}</Data>
          </dd>
        </div>
      </dl>
    </>
  );
}

/**
 * The customer details before an identity check (TKG § 172 (4), GDPR Art. 16): what the
 * documents will be compared with, name and birth date read-only with how to change them,
 * e-mail, phone and address to correct here, the address checked by the address validation.
 */
export function CustomerDetailsSection({
  token,
  brand,
  hotline,
  loaded,
  onLinkClosed,
}: CustomerDetailsSectionProps) {
  const t = useText();
  const [load, setLoad] = useState(loaded);
  const [retrying, setRetrying] = useState(false);
  // A reload in the middle of a change opens the form again with what was typed.
  const [phase, setPhase] = useState<Phase>(() =>
    customerAnswers.typing(token, 'details') ? { kind: 'edit' } : { kind: 'view', saved: false },
  );
  const [forget, setForget] = useState(0);
  const focusOn = useRef<string>(undefined);
  const [Change, setChange] = useState<Change>();
  const [changeFailed, setChangeFailed] = useState(false);

  // After the form is gone (its last typing flushed): what it kept is done with.
  useEffect(() => {
    if (forget > 0) customerAnswers.forgetTyping(token, 'details');
  }, [forget, token]);

  const fetchChange = () =>
    loadChange().then(
      (module) => {
        setChange(() => module.CustomerDetailsChange);
        setChangeFailed(false);
        return true;
      },
      () => {
        setChangeFailed(true);
        return false;
      },
    );

  // Back after a reload in the middle of a change: the form comes with its code.
  useEffect(() => {
    if (phase.kind !== 'view' && !Change && !changeFailed) void fetchChange();
  });

  // The focus follows the customer's move: into the form, to what saving said, or back to
  // the button that opened the form — once what it moves to is there. The address choice
  // takes it itself.
  useEffect(() => {
    const id = focusOn.current;
    if (!id || (phase.kind !== 'view' && !Change)) return;
    focusOn.current = undefined;
    document.getElementById(id)?.focus();
  }, [phase, Change]);

  const move = (next: Phase, focus?: string) => {
    focusOn.current = focus;
    setPhase(next);
  };

  if (load.kind === 'none') return null;
  if (load.kind === 'failed')
    return (
      <PageSection heading={t('customerDetails:heading')}>
        <SectionStatus
          type="warning"
          headingLevel={3}
          headline={t('customerDetails:loadFailed.headline')}
          text={t('customerDetails:loadFailed.text')}
          buttons={
            <ButtonGroup>
              <Button
                variant="secondary"
                loading={retrying}
                onClick={() => {
                  setRetrying(true);
                  void loadCustomerDetails(brand, token).then((next) => {
                    setRetrying(false);
                    setLoad(next);
                  });
                }}
              >
                {t('customerDetails:loadFailed.retry')}
              </Button>
            </ButtonGroup>
          }
        />
      </PageSection>
    );

  const details = load.details;
  const openChange = async () => {
    if (await fetchChange()) move({ kind: 'edit' }, customerFieldId('email'));
  };

  return (
    <PageSection heading={t('customerDetails:heading')}>
      <div className="customer-details">
        {phase.kind === 'view' && (
          <>
            {phase.saved ? (
              <div id={SAVED_ID} tabIndex={-1} className="customer-details__saved">
                <SectionStatus
                  type="success"
                  headingLevel={3}
                  headline={t('customerDetails:saved.headline')}
                  text={t('customerDetails:saved.text')}
                />
              </div>
            ) : (
              <p className="personal-intro">{t('customerDetails:intro')}</p>
            )}
            <DetailsList details={details} hotline={hotline} />
            <ButtonGroup align="start">
              <Button
                id={CHANGE_ID}
                variant="secondary"
                // Fetched as the customer points at or tabs to the button, ready on the click.
                onPointerEnter={() => void loadChange().catch(() => undefined)}
                onFocus={() => void loadChange().catch(() => undefined)}
                onClick={() => void openChange()}
              >
                {t('customerDetails:change')}
              </Button>
            </ButtonGroup>
          </>
        )}
        {phase.kind !== 'view' && Change && (
          <Change
            token={token}
            brand={brand}
            details={details}
            phase={phase}
            onSaved={(saved) => {
              setLoad({ kind: 'known', details: saved });
              setForget((n) => n + 1);
              move({ kind: 'view', saved: true }, SAVED_ID);
            }}
            onPick={(pick) => move({ kind: 'pick', ...pick })}
            onEdit={() => move({ kind: 'edit' }, 'customer-street')}
            onCancel={() => {
              setForget((n) => n + 1);
              move({ kind: 'view', saved: false }, CHANGE_ID);
            }}
            onLinkClosed={onLinkClosed}
          />
        )}
        {changeFailed && (
          <SectionStatus
            headingLevel={3}
            headline={t('customerDetails:changeFailed.headline')}
            text={t('customerDetails:changeFailed.text')}
            buttons={
              <Button variant="secondary" onClick={() => void openChange()}>
                {t('customerDetails:changeFailed.retry')}
              </Button>
            }
          />
        )}
      </div>
    </PageSection>
  );
}
