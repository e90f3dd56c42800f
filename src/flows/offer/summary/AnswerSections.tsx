import './summary.css';
import type { ReactNode } from 'react';
import type { IdDocument, IdDocumentType } from '../../../api/contract/identity.ts';
import type { PersonalData, Salutation } from '../../../api/contract/personal.ts';
import type { SepaPayment } from '../../../api/contract/payment.ts';
import { useText, useTexts } from '../../../i18n/react.tsx';
import { href } from '../../../routing/links.ts';
import { PageSection } from '../../../ui/PageSection.tsx';
import { VisuallyHidden } from '../../../ui/VisuallyHidden.tsx';
import { Fact, Facts } from '../details/Facts.tsx';
import { CHANGE_QUERY } from '../steps.ts';
import type { AnswerStep, Answers } from './answers.ts';
import { countryName, formatIsoDate } from '../../../ui/formatDate.ts';
import { maskIban } from './maskIban.ts';
import type { TextKey } from '../../../i18n/keys.ts';

const salutationKeys: Record<Salutation, TextKey> = {
  frau: 'summary:answers.salutation.frau',
  herr: 'summary:answers.salutation.herr',
};

const documentTypeKeys: Record<IdDocumentType, TextKey> = {
  idCard: 'summary:answers.documentType.idCard',
  passport: 'summary:answers.documentType.passport',
  residencePermit: 'summary:answers.documentType.residencePermit',
  eidCard: 'summary:answers.documentType.eidCard',
  arrivalCertificate: 'summary:answers.documentType.arrivalCertificate',
  residenceAuthorisation: 'summary:answers.documentType.residenceAuthorisation',
};

/** Each section of answers and the step it comes from. */
const answerSteps = {
  personal: 'offerPersonalData',
  idData: 'offerIdData',
  payment: 'offerPayment',
} as const satisfies Record<string, AnswerStep>;

interface AnswerSectionProps {
  token: string;
  section: keyof typeof answerSteps;
  children: ReactNode;
}

/**
 * One step's answers with the link back to that step (GOV.UK check answers), which returns
 * here once the answer is changed; screen readers hear which section "Ändern" changes.
 */
function AnswerSection({ token, section, children }: AnswerSectionProps) {
  const { t, locale } = useTexts();
  const step = answerSteps[section];
  return (
    <PageSection heading={t(`summary:answers.${section}.heading`)}>
      {children}
      <a className="summary-change" href={`${href(step, { token }, locale)}?${CHANGE_QUERY}`}>
        {t('summary:change')}{' '}
        <VisuallyHidden>{t(`summary:answers.${section}.changeHidden`)}</VisuallyHidden>
      </a>
    </PageSection>
  );
}

function PersonalAnswers({ personal }: { personal: PersonalData }) {
  const { t, locale } = useTexts();
  const { salutation, givenNames, familyName, birthDate, contact, address } = personal;
  return (
    <Facts>
      <Fact term={t('summary:answers.personal.name')}>
        {`${t(salutationKeys[salutation])} ${givenNames} ${familyName}`}
      </Fact>
      <Fact term={t('summary:answers.personal.birthDate')}>{formatIsoDate(birthDate, locale)}</Fact>
      <Fact term={t('summary:answers.personal.email')}>{contact.email}</Fact>
      {contact.phone && <Fact term={t('summary:answers.personal.phone')}>{contact.phone}</Fact>}
      <Fact term={t('summary:answers.personal.address')}>
        {`${address.street} ${address.houseNumber}, ${address.postalCode} ${address.city}`}
      </Fact>
    </Facts>
  );
}

function IdAnswers({ idDocument }: { idDocument: IdDocument }) {
  const { t, locale } = useTexts();
  return (
    <Facts>
      <Fact term={t('summary:answers.idData.nationality')}>
        {countryName(idDocument.nationality, locale)}
      </Fact>
      <Fact term={t('summary:answers.idData.documentType')}>
        {t(documentTypeKeys[idDocument.documentType])}
      </Fact>
      <Fact term={t('summary:answers.idData.documentNumber')}>{idDocument.documentNumber}</Fact>
      <Fact term={t('summary:answers.idData.issuingAuthority')}>{idDocument.issuingAuthority}</Fact>
      <Fact term={t('summary:answers.idData.expiryDate')}>
        {formatIsoDate(idDocument.expiryDate, locale)}
      </Fact>
    </Facts>
  );
}

function PaymentAnswers({ payment }: { payment: SepaPayment }) {
  const t = useText();
  return (
    <Facts>
      <Fact term={t('summary:answers.payment.accountHolder')}>{payment.accountHolder}</Fact>
      <Fact term={t('summary:answers.payment.iban')}>{maskIban(payment.iban)}</Fact>
      <Fact term={t('summary:answers.payment.mandate')}>
        {t('summary:answers.payment.mandateGiven')}
      </Fact>
    </Facts>
  );
}

/** The customer's answers of every step the offer needed, each with its change link. */
export function AnswerSections({ token, answers }: { token: string; answers: Answers }) {
  return (
    <>
      <AnswerSection token={token} section="personal">
        <PersonalAnswers personal={answers.personal} />
      </AnswerSection>
      {answers.idDocument && (
        <AnswerSection token={token} section="idData">
          <IdAnswers idDocument={answers.idDocument} />
        </AnswerSection>
      )}
      {answers.payment && (
        <AnswerSection token={token} section="payment">
          <PaymentAnswers payment={answers.payment} />
        </AnswerSection>
      )}
    </>
  );
}
