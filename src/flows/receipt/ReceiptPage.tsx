import type { ReactNode } from 'react';
import type { TextGroup } from '../../i18n/keys.ts';
import { useTexts } from '../../i18n/react.tsx';
import type { RouteId } from '../../routes.ts';
import { href, type RouteParams } from '../../routing/links.ts';
import { Data } from '../../ui/Data.tsx';
import { PageSection } from '../../ui/PageSection.tsx';
import { SectionStatus } from '../../ui/SectionStatus.tsx';
import { FactList } from './FactList.tsx';
import { KeepReceipt, type ReceiptPdf } from './KeepReceipt.tsx';

/** A page a receipt links to: one without parameters (a form, a receipt page). */
export type PlainRoute = {
  [Id in RouteId]: keyof RouteParams<Id> extends never ? Id : never;
}[RouteId];

/** A receipt as shown: what it confirms, where its e-mail goes, its PDF, what comes next. */
export interface ShownReceipt {
  facts: readonly (readonly [string, ReactNode])[];
  /** Where the confirmation goes; absent once the page no longer holds personal data. */
  email: string | undefined;
  /** Where the API makes a PDF of the receipt; without, the page is kept by printing it. */
  pdf?: ReceiptPdf | undefined;
  /** Said after where the e-mail goes, e.g. that nothing else is to be done. */
  note?: string | undefined;
  /** What happens next, as a section of its own. */
  next?: { heading: string; paragraphs: readonly string[] } | undefined;
}

/**
 * `ns:path` of `headline`, `email`, `emailSent`, `heading`, `hidden`, `home`,
 * `none.{headline,text,link}` and KeepReceipt's `keep`.
 */
export type ReceiptTexts = TextGroup<
  | 'headline'
  | 'email'
  | 'emailSent'
  | 'heading'
  | 'hidden'
  | 'home'
  | 'none.headline'
  | 'none.text'
  | 'none.link'
  | `keep.${'heading' | 'text' | 'print'}`
>;

export interface ReceiptPageProps {
  texts: ReceiptTexts;
  /** The form a tab that declared nothing is led to. */
  form: PlainRoute;
  className: string;
  receipt: ShownReceipt | undefined;
}

/**
 * The page a declaration ends on, any area's (a termination, § 312k BGB; a withdrawal,
 * Art. 11a of Directive 2011/83/EU): that it arrived, when, what it said, and how to keep it
 * (its PDF where the area has one, printed in any case). Shown again after a reload without
 * the customer's personal data, which the tab no longer keeps; where this tab declared
 * nothing, the way to the area's form instead.
 */
export function ReceiptPage({ texts, form, className, receipt }: ReceiptPageProps) {
  const { t, locale } = useTexts();
  if (!receipt)
    return (
      <SectionStatus
        type="info"
        headline={t(`${texts}.none.headline`)}
        text={<p>{t(`${texts}.none.text`)}</p>}
        buttons={<a href={href(form, {}, locale)}>{t(`${texts}.none.link`)}</a>}
      />
    );
  const { facts, email, pdf, note, next } = receipt;
  return (
    <div className={className}>
      <SectionStatus
        type="success"
        headline={t(`${texts}.headline`)}
        text={
          <p>
            {email ? (
              <>
                {t(`${texts}.email`)} <Data>{email}</Data>.
              </>
            ) : (
              t(`${texts}.emailSent`)
            )}
            {note && ` ${note}`}
          </p>
        }
      />
      <PageSection heading={t(`${texts}.heading`)}>
        <FactList facts={facts} />
        {!email && <p>{t(`${texts}.hidden`)}</p>}
      </PageSection>
      <KeepReceipt texts={`${texts}.keep`} pdf={pdf} />
      {next && (
        <PageSection heading={next.heading}>
          {next.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </PageSection>
      )}
      <p className="receipt__actions">
        <a href={href('home', {}, locale)}>{t(`${texts}.home`)}</a>
      </p>
    </div>
  );
}
