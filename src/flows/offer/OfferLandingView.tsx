import '../step/step-fields.css';
import { z } from '../../api/contract/zod.ts';
import { useText } from '../../i18n/react.tsx';
import { TOKEN_RULE } from '../../routes.ts';
import { PageSection } from '../../ui/PageSection.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { goTo } from '../../routing/navigate.ts';
import { codeField } from '../step/fieldRules.ts';
import { StepForm } from '../step/StepForm.tsx';
import { stepOutcome } from '../step/stepOutcome.ts';
import type { StepOutcome } from '../step/formStep.ts';
import { useDeferredFormStep } from '../step/useDeferredFormStep.tsx';
import type { TextKey } from '../../i18n/keys.ts';
import { verifyOffer } from './verifyOffer.ts';

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
/** A message at the code field: the customer stays, with what was typed. */
const atCode = (message: TextKey): StepOutcome<CodeForm> => ({
  kind: 'invalid',
  errors: [{ field: 'code', message }],
});

/** The offer code form. */
export default function OfferLandingView() {
  const t = useText();
  const step = useDeferredFormStep<CodeForm, CodeForm>({
    schema: codeSchema,
    defaults: () => ({ code: '' }),
    fields: ['code'],
    target: () => 'offer-code',
    submit: async ({ code }) =>
      stepOutcome(await verifyOffer(code), {
        received: () => open(code),
        // The offer exists but cannot be taken up as it is: its page explains why.
        refused: (answer) =>
          answer === 'NotFound' ? atCode('offer:landing.errors.notFound') : open(code),
        unavailable: (tooMany) =>
          atCode(tooMany ? 'offer:landing.errors.tooMany' : 'offer:landing.errors.unavailable'),
      }),
  });
  return (
    <>
      <p>{t('offer:landing.intro')}</p>
      <PageSection heading={t('offer:landing.formHeading')}>
        <StepForm step={step} submitLabel={t('offer:landing.submit')} className="step-stack">
          <TextInput
            label={t('offer:landing.codeLabel')}
            description={t('offer:landing.codeHint')}
            autoComplete="off"
            {...step.field('code')}
          />
        </StepForm>
      </PageSection>
    </>
  );
}
