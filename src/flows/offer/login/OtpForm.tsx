import '@mantine/core/styles/Input.layer.css';
import { TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { isAbort } from '../../../api/client/abort.ts';
import { useText } from '../../../i18n/react.tsx';
import { Button } from '../../../ui/Button.tsx';
import { PageSection } from '../../../ui/PageSection.tsx';
import { loginProblem, type LoginProblem } from './loginProblem.ts';
import { logIn } from './loginSteps.ts';

interface OtpFields {
  code: string;
}

const problemKeys: Record<LoginProblem, string> = {
  invalidCode: 'offerLogin:otp.errors.invalid',
  tooMany: 'offerLogin:errors.tooMany',
  unavailable: 'offerLogin:errors.unavailable',
};

/** A code read out or pasted from the SMS may carry spaces; they are not part of it. */
export const normaliseOtp = (typed: string): string => typed.replace(/\s+/g, '');

export interface OtpFormProps {
  /** The offer page: opening it again sends a new code. */
  offerHref: string;
  /** Called once the code is exchanged and the token stored. */
  onLoggedIn: () => Promise<void>;
}

/**
 * The one-time code from the SMS. A refused code gets its message at the field and stays
 * there to be corrected; the button keeps its loading state until the next page opens.
 */
export function OtpForm({ offerHref, onLoggedIn }: OtpFormProps) {
  const t = useText();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OtpFields>({ defaultValues: { code: '' } });

  const submit = async ({ code }: OtpFields) => {
    try {
      await logIn(normaliseOtp(code));
    } catch (error) {
      if (isAbort(error)) return;
      setError('code', { message: t(problemKeys[loginProblem(error)]) }, { shouldFocus: true });
      return;
    }
    await onLoggedIn();
  };

  return (
    <PageSection heading={t('offerLogin:otp.heading')}>
      <p>{t('offerLogin:otp.intro')}</p>
      <form noValidate className="offer-login__form" onSubmit={(e) => void handleSubmit(submit)(e)}>
        <TextInput
          label={t('offerLogin:otp.label')}
          description={t('offerLogin:otp.hint')}
          autoComplete="one-time-code"
          inputMode="numeric"
          spellCheck={false}
          required
          className="offer-login__code"
          error={errors.code?.message}
          {...register('code', { required: t('offerLogin:otp.errors.required') })}
        />
        <Button type="submit" loading={isSubmitting}>
          {t('offerLogin:otp.submit')}
        </Button>
      </form>
      <p className="offer-login__new-code">
        {t('offerLogin:otp.newCode.text')}{' '}
        <a href={offerHref}>{t('offerLogin:otp.newCode.link')}</a>
      </p>
    </PageSection>
  );
}
