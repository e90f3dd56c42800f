import '@mantine/core/styles/Input.layer.css';
import { TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { isAbort } from '../../api/client/abort.ts';
import { OfferError, RequestError } from '../../api/errors/classes.ts';
import { useText } from '../../i18n/react.tsx';
import { TOKEN_RULE } from '../../routes.ts';
import { Button } from '../../ui/Button.tsx';
import { PageSection } from '../../ui/PageSection.tsx';
import { loadApi } from '../loadApi.ts';
import { goTo } from '../navigate.ts';
import { usePageView } from '../usePageView.ts';

interface CodeForm {
  code: string;
}

/** Codes are printed in groups; spaces and dashes typed from a letter are not part of them. */
export const normaliseOfferCode = (typed: string): string => typed.replace(/\s+/g, '');

/**
 * /angebot: what this site is, and the offer code from the letter, which opens that
 * offer. Unknown codes get a message at the field; what was typed stays.
 */
export function OfferLandingScreen() {
  const t = useText();
  usePageView(true);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CodeForm>({ defaultValues: { code: '' } });

  const open = async ({ code }: CodeForm) => {
    const token = normaliseOfferCode(code);
    try {
      const api = await loadApi();
      await api.offerVerify({ params: { id: token } });
      goTo('offer', { token });
    } catch (error) {
      if (isAbort(error)) return;
      if (error instanceof OfferError && error.code === 'NotFound') {
        setError('code', { message: t('offer:landing.errors.notFound') }, { shouldFocus: true });
      } else if (error instanceof OfferError) {
        // The offer exists but cannot be taken up as it is: its page explains why.
        goTo('offer', { token });
      } else if (error instanceof RequestError && error.response?.status === 429) {
        setError('code', { message: t('offer:landing.errors.tooMany') }, { shouldFocus: true });
      } else {
        setError('code', { message: t('offer:landing.errors.unavailable') }, { shouldFocus: true });
      }
    }
  };

  return (
    <>
      <p>{t('offer:landing.intro')}</p>
      <PageSection heading={t('offer:landing.formHeading')}>
        <form noValidate onSubmit={(e) => void handleSubmit(open)(e)}>
          <TextInput
            label={t('offer:landing.codeLabel')}
            description={t('offer:landing.codeHint')}
            autoComplete="off"
            spellCheck={false}
            required
            error={errors.code?.message}
            {...register('code', {
              required: t('offer:landing.errors.required'),
              validate: (value) =>
                TOKEN_RULE.test(normaliseOfferCode(value)) || t('offer:landing.errors.format'),
            })}
          />
          <Button type="submit" loading={isSubmitting} className="offer-landing-submit">
            {t('offer:landing.submit')}
          </Button>
        </form>
      </PageSection>
    </>
  );
}
