import { useState } from 'react';
import { brand } from 'virtual:brand';
import { idvMethods, type IdvMethod, type IdvMethodOption } from '../../api/contract/idv.ts';
import type { UseCase } from '../../api/contract/useCases.ts';
import { z } from '../../api/contract/zod.ts';
import { BaseError } from '../../api/errors/classes.ts';
import { idvEvents } from './events.ts';
import { useText, useTexts } from '../../i18n/react.tsx';
import { setIdvMethod } from '../../stores/idvMethod.ts';
import { Button } from '../../ui/Button.tsx';
import { ButtonGroup } from '../../ui/ButtonGroup.tsx';
import { Radio } from '../../ui/Radio.tsx';
import { SectionStatus } from '../../ui/SectionStatus.tsx';
import { goTo } from '../../routing/navigate.ts';
import { leaveSite } from '../../routing/leaveSite.ts';
import { StepForm } from '../step/StepForm.tsx';
import { useDeferredFormStep } from '../step/useDeferredFormStep.tsx';
import { askMethods, type MethodsLoad } from './askIdv.ts';
import type { Device } from './device.ts';
import { methodTexts } from './methodTexts.ts';
import { recommendationHint, recommendedMethod } from './recommend.ts';
import { pointInTimeText, serviceHoursValues } from './serviceHours.ts';
import { startMethod } from './startMethod.ts';
import { tooManyOf } from '../step/sendStep.ts';
import type { TextKey } from '../../i18n/keys.ts';

export interface MethodChoiceProps {
  token: string;
  useCase: UseCase;
  methods: MethodsLoad;
  device: Device;
  /** Text key of the submit button's label. */
  submitLabel?: TextKey;
}

interface ChoiceValues {
  method: string;
}

const choiceSchema = z.object({
  method: z.enum(idvMethods, 'idv:methods.required' satisfies TextKey),
});

const radioId = (method: IdvMethod) => `idv-method-${method}`;

const errorCodeOf = (error: unknown) =>
  error instanceof BaseError ? error.code : error instanceof Error ? error.name : undefined;

/** How long a method takes, or for PostIdent the visit it needs. */
function DurationText({ option }: { option: IdvMethodOption }) {
  const t = useText();
  if (option.method === 'postIdent') return <>{t('idv:method.postIdent.duration')}</>;
  if (option.durationMinutes === undefined) return null;
  return <>{t('idv:methods.duration', { minutes: String(option.durationMinutes) })}</>;
}

/** Whether the method can start now; if not, why and when it can. */
function Availability({ option }: { option: IdvMethodOption }) {
  const { t, locale } = useTexts();
  const hours = option.serviceHours
    ? t('idv:methods.serviceHours', serviceHoursValues(option.serviceHours, locale))
    : undefined;
  if (option.available) return hours ? <span className="idv-method__hours">{hours}</span> : null;
  const reason =
    option.unavailableReason === 'outsideServiceHours'
      ? t('idv:methods.closed')
      : t('idv:methods.down');
  const when = option.availableFrom
    ? t('idv:methods.availableFrom', { when: pointInTimeText(option.availableFrom, locale) })
    : option.unavailableReason === 'outsideServiceHours'
      ? undefined
      : t('idv:methods.tryLater');
  return (
    <span className="idv-method__unavailable">
      <strong>{reason}</strong> {[hours, when].filter(Boolean).join(' ')}
    </span>
  );
}

/**
 * The method choice (I4, GOV.UK radios): every method the link offers, with what it needs,
 * how long it takes and whether it can start now; one that cannot is shown with when it
 * can, and cannot be chosen. The fastest method that works on this device is recommended,
 * never chosen for the customer. Choosing keeps the method, starts it and opens the
 * provider's page; one that does not start keeps the customer here with the others.
 */
export function MethodChoice({
  token,
  useCase,
  methods: initial,
  device,
  submitLabel = 'idv:methods.start',
}: MethodChoiceProps) {
  const { t, locale } = useTexts();
  const [methods, setMethods] = useState(initial);
  const [asking, setAsking] = useState(false);

  const askAgain = async () => {
    setAsking(true);
    const next = await askMethods(token);
    setAsking(false);
    // A list that did not come keeps the one on screen: the customer may still choose.
    if (next.kind === 'ready' || methods.kind === 'failed') setMethods(next);
  };

  const options = methods.kind === 'ready' ? methods.options : [];
  const firstOpen = options.find((o) => o.available)?.method ?? 'eid';
  const step = useDeferredFormStep<ChoiceValues, { method: IdvMethod }>({
    schema: choiceSchema,
    defaults: () => ({ method: '' }),
    fields: ['method'],
    target: () => radioId(firstOpen),
    submit: async ({ method }) => {
      setIdvMethod(method);
      const started = await startMethod(token, method, locale);
      switch (started.kind) {
        case 'started':
          idvEvents.submitted({ useCase, method });
          return {
            kind: 'next',
            go: async () => {
              leaveSite(started.providerUrl);
              return true;
            },
          };
        case 'ended':
          return { kind: 'next', go: () => goTo(started.page, { token }, { replace: true }) };
        case 'failed':
          idvEvents.error(errorCodeOf(started.error), { useCase, method });
          // The method may have closed meanwhile: the list shows it as it is now.
          void askAgain();
          return { kind: 'unavailable', tooMany: tooManyOf(started.error) };
        case 'aborted':
          return { kind: 'stay' };
      }
    },
  });

  if (methods.kind === 'failed')
    return (
      <SectionStatus
        type="warning"
        headingLevel={3}
        headline={t('idv:methods.loadFailed.headline')}
        text={t('idv:methods.loadFailed.text', { hotline: brand.hotline })}
        buttons={
          <ButtonGroup>
            <Button variant="secondary" loading={asking} onClick={() => void askAgain()}>
              {t('idv:methods.loadFailed.retry')}
            </Button>
          </ButtonGroup>
        }
      />
    );

  const recommended = recommendedMethod(options, device);
  const errorText = step.message('method');
  const radio = step.registration('method');
  const noneOpen = options.every((o) => !o.available);

  return (
    <StepForm
      step={step}
      submitLabel={t(submitLabel)}
      unavailableTexts="idv:methods.startFailed"
      unavailableValues={{ hotline: brand.hotline }}
      className="idv-methods"
      beforeSubmit={
        noneOpen && (
          <SectionStatus
            type="info"
            headingLevel={3}
            headline={t('idv:methods.noneOpen.headline')}
            text={t('idv:methods.noneOpen.text', { hotline: brand.hotline })}
          />
        )
      }
    >
      <fieldset
        className="idv-methods__fieldset"
        aria-describedby={errorText ? 'idv-methods-hint idv-methods-error' : 'idv-methods-hint'}
      >
        <legend className="idv-methods__legend">{t('idv:methods.legend')}</legend>
        <p id="idv-methods-hint" className="idv-methods__hint">
          {recommended
            ? t(recommendationHint(recommended), { method: t(methodTexts[recommended].name) })
            : t('idv:methods.hint')}
        </p>
        {errorText && (
          <p id="idv-methods-error" className="idv-methods__error">
            {errorText}
          </p>
        )}
        <div className="idv-methods__list">
          {options.map((option) => (
            <Radio
              key={option.method}
              id={radioId(option.method)}
              value={option.method}
              disabled={!option.available}
              // A method must be chosen: each radio says so.
              required
              error={Boolean(errorText)}
              className="idv-method"
              bodyClassName="idv-method__body"
              descriptionClassName="idv-method__description"
              data-recommended={option.method === recommended || undefined}
              label={
                <span className="idv-method__label">
                  <span className="idv-method__name">{t(methodTexts[option.method].name)}</span>
                  {option.method === recommended && (
                    <span className="idv-method__tag">{t('idv:methods.recommended')}</span>
                  )}
                </span>
              }
              description={
                <span className="idv-method__facts">
                  <span>{t(methodTexts[option.method].needs)}</span>
                  <span>
                    <DurationText option={option} />
                  </span>
                  <Availability option={option} />
                </span>
              }
              {...radio}
            />
          ))}
        </div>
      </fieldset>
    </StepForm>
  );
}
