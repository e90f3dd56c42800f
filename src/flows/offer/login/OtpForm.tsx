import { z } from '../../../api/contract/zod.ts';
import { isAbort } from '../../../api/client/abort.ts';
import { useTexts } from '../../../i18n/react.tsx';
import { localeIso, type Locale } from '../../../routes.ts';
import { PageSection } from '../../../ui/PageSection.tsx';
import { TextInput } from '../../../ui/TextInput.tsx';
import { codeField } from '../../step/fieldRules.ts';
import { StepForm } from '../../step/StepForm.tsx';
import type { StepOutcome } from '../../step/formStep.ts';
import { useDeferredFormStep } from '../../step/useDeferredFormStep.tsx';
import { loginProblem, type LoginProblem } from './loginProblem.ts';
import { enterOffer, logIn } from './loginSteps.ts';
import type { TextKey } from '../../../i18n/keys.ts';
import type { TextValues } from '../../../i18n/translate.ts';

interface OtpFields {
  code: string;
}

/** The message of a refused code: with the tries left, or until when the offer is locked. */
export function problemMessage(
  problem: LoginProblem,
  locale: Locale,
): { message: TextKey; values?: TextValues } {
  switch (problem.kind) {
    case 'invalidCode':
      if (problem.triesLeft === undefined) return { message: 'offerLogin:otp.errors.invalid' };
      // No try left: the next code is refused whatever it is.
      if (problem.triesLeft === 0) return { message: 'offerLogin:errors.tooMany' };
      return {
        message: 'offerLogin:otp.errors.invalidTries',
        values: { count: problem.triesLeft },
      };
    case 'tooMany':
      return problem.lockedUntil === undefined
        ? { message: 'offerLogin:errors.tooMany' }
        : {
            message: 'offerLogin:errors.lockedUntil',
            values: { time: formatTime(problem.lockedUntil, locale) },
          };
    case 'unavailable':
      return { message: 'offerLogin:errors.unavailable' };
  }
}

const formatTime = (iso: string, locale: Locale) =>
  new Intl.DateTimeFormat(localeIso[locale], { timeStyle: 'short' }).format(new Date(iso));

const otpSchema = z.object({ code: codeField('offerLogin:otp.errors.required') });

const CODE_ID = 'offer-login-code';

export interface OtpFormProps {
  token: string;
  /** The offer page: opening it again sends a new code. */
  offerHref: string;
}

/**
 * The one-time code from the SMS. A refused code gets its message at the field and stays
 * there to be corrected; the button keeps its loading state until the next page opens.
 */
export function OtpForm({ token, offerHref }: OtpFormProps) {
  const { t, locale } = useTexts();
  const step = useDeferredFormStep<OtpFields, OtpFields>({
    schema: otpSchema,
    defaults: () => ({ code: '' }),
    fields: ['code'],
    target: () => CODE_ID,
    submit: async ({ code }): Promise<StepOutcome<OtpFields>> => {
      try {
        await logIn(code, token);
      } catch (error) {
        if (isAbort(error)) return { kind: 'stay' };
        return {
          kind: 'invalid',
          errors: [{ field: 'code', ...problemMessage(loginProblem(error), locale) }],
        };
      }
      return { kind: 'next', go: async () => (await enterOffer(token)).kind === 'leaving' };
    },
  });

  return (
    <PageSection heading={t('offerLogin:otp.heading')}>
      <p>{t('offerLogin:otp.intro')}</p>
      <StepForm step={step} submitLabel={t('offerLogin:otp.submit')} className="offer-login__form">
        <TextInput
          label={t('offerLogin:otp.label')}
          description={t('offerLogin:otp.hint')}
          autoComplete="one-time-code"
          inputMode="numeric"
          className="offer-login__code"
          {...step.field('code')}
        />
      </StepForm>
      <p className="offer-login__new-code">
        {t('offerLogin:otp.newCode.text')}{' '}
        <a href={offerHref}>{t('offerLogin:otp.newCode.link')}</a>
      </p>
    </PageSection>
  );
}
