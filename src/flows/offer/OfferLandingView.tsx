import { z } from '../../api/contract/zod.ts';
import { isAbort } from '../../api/client/abort.ts';
import { OfferError, RequestError } from '../../api/errors/classes.ts';
import { useText } from '../../i18n/react.tsx';
import { TOKEN_RULE } from '../../routes.ts';
import { PageSection } from '../../ui/PageSection.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { loadApi } from '../loadApi.ts';
import { goTo } from '../navigate.ts';
import { codeField } from '../step/fieldRules.ts';
import { StepForm } from '../step/StepForm.tsx';
import { useFormStep, type StepOutcome } from '../step/useFormStep.ts';
import type { TextKey } from '../../i18n/keys.ts';

interface CodeForm {
  code: string;
}

const codeSchema = z.object({
  code: codeField(
    'offer:landing.errors.required',
    z.regex(TOKEN_RULE, 'offer:landing.errors.format' satisfies TextKey),
  ),
});

const open = (token: string): StepOutcome<CodeForm> => ({
  kind: 'next',
  go: () => goTo('offer', { token }),
});
const refused = (message: TextKey): StepOutcome<CodeForm> => ({
  kind: 'invalid',
  errors: [{ field: 'code', message }],
});

/** Checks the code with the API and opens its offer; unknown codes stay here with a message. */
async function openOffer({ code }: CodeForm): Promise<StepOutcome<CodeForm>> {
  try {
    const api = await loadApi(() => import('../../api/contract/calls/offer.ts'));
    await api.offerVerify({ params: { id: code } });
    return open(code);
  } catch (error) {
    if (isAbort(error)) return { kind: 'stay' };
    if (error instanceof OfferError && error.code === 'NotFound')
      return refused('offer:landing.errors.notFound');
    // The offer exists but cannot be taken up as it is: its page explains why.
    if (error instanceof OfferError) return open(code);
    if (error instanceof RequestError && error.response?.status === 429)
      return refused('offer:landing.errors.tooMany');
    return refused('offer:landing.errors.unavailable');
  }
}

/** The offer code form. */
export default function OfferLandingView() {
  const t = useText();
  const step = useFormStep<CodeForm, CodeForm>({
    schema: codeSchema,
    defaults: () => ({ code: '' }),
    fields: ['code'],
    target: () => 'offer-code',
    submit: openOffer,
  });
  return (
    <>
      <p>{t('offer:landing.intro')}</p>
      <PageSection heading={t('offer:landing.formHeading')}>
        <StepForm step={step} submitLabel={t('offer:landing.submit')}>
          <TextInput
            id="offer-code"
            label={t('offer:landing.codeLabel')}
            description={t('offer:landing.codeHint')}
            autoComplete="off"
            spellCheck={false}
            required={step.required('code')}
            error={step.message('code')}
            {...step.form.register('code')}
          />
        </StepForm>
      </PageSection>
    </>
  );
}
