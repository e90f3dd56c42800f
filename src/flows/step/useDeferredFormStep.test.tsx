// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import type { FieldValues } from 'react-hook-form';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { z } from '../../api/contract/zod.ts';
import { testText } from '../../i18n/testing.ts';
import { renderUi } from '../../ui/renderUi.tsx';
import { TextInput } from '../../ui/TextInput.tsx';
import { Radio } from '../../ui/Radio.tsx';
import { StepControlled } from './StepControlled.tsx';
import { StepForm } from './StepForm.tsx';
import { formEngine, useDeferredFormStep } from './useDeferredFormStep.tsx';
import type { StepOutcome, TypingSlot } from './formStep.ts';
import { useStepValues } from './useStepValues.ts';

const de = (key: string) => testText(key);

/** What a test's step is given: what its submit answers, and where its typing is kept. */
interface StepProps<V extends FieldValues> {
  submit: (values: V) => Promise<StepOutcome<V>>;
  typing?: TypingSlot | undefined;
}

interface Values {
  code: string;
  method: string;
}

const schema = z.object({
  code: z.string().check(z.minLength(1, 'offer:landing.errors.required')),
  method: z.string().check(z.minLength(1, 'idv:methods.errors.required')),
});

function Step({ submit, code = '', typing }: StepProps<Values> & { code?: string }) {
  const step = useDeferredFormStep<Values, Values>({
    schema,
    defaults: () => ({ code, method: '' }),
    ...(typing ? { typing } : {}),
    fields: ['code', 'method'],
    target: (field) => (field === 'code' ? 'code' : 'method-sms'),
    submit,
  });
  const radio = step.registration('method');
  return (
    <StepForm step={step} submitLabel="Weiter">
      <TextInput label="Code" {...step.field('code')} />
      <fieldset>
        <legend>Weg</legend>
        <Radio id="method-sms" label="SMS" value="sms" {...radio} />
        <Radio id="method-post" label="Post" value="post" {...radio} />
      </fieldset>
    </StepForm>
  );
}

interface Contact {
  method: string;
  address: string;
  day: string;
}

const contactSchema = z.object({ method: z.string(), address: z.string(), day: z.string() });

/** A step whose questions follow a choice: an address for the post, a day for a call. */
function ContactStep({ submit, typing }: StepProps<Contact>) {
  const step = useDeferredFormStep<Contact, Contact>({
    schema: contactSchema,
    defaults: () => ({ method: 'sms', address: '', day: 'Montag' }),
    ...(typing ? { typing } : {}),
    fields: ['method', 'address', 'day'],
    target: (field) => field,
    submit,
  });
  const [method] = useStepValues(step, ['method']);
  const radio = step.registration('method');
  return (
    <StepForm step={step} submitLabel="Weiter">
      <Radio id="method-sms" label="SMS" value="sms" {...radio} />
      <Radio id="method-post" label="Post" value="post" {...radio} />
      <Radio id="method-call" label="Anruf" value="call" {...radio} />
      {method === 'post' && <TextInput label="Adresse" {...step.field('address')} />}
      {method === 'call' && (
        <StepControlled
          step={step}
          name="day"
          render={(field) => (
            <button type="button" onClick={() => field.onChange('Dienstag')}>
              Tag: {field.value}
            </button>
          )}
          standIn={<p>Tag lädt</p>}
        />
      )}
    </StepForm>
  );
}

interface Origin {
  country: string;
  code: string;
}

const originSchema = z.object({ country: z.string(), code: z.string() });

/** A step with a list of its own (set from outside any element) and a check only react-hook-form can mark. */
function OriginStep({ submit, typing }: StepProps<Origin>) {
  const step = useDeferredFormStep<Origin, Origin>({
    schema: originSchema,
    defaults: () => ({ country: '', code: '' }),
    ...(typing ? { typing } : {}),
    fields: ['country', 'code'],
    target: (field) => field,
    submit,
  });
  const [country] = useStepValues(step, ['country']);
  const refuse = () =>
    void step
      .formReady()
      .then((form) =>
        form.setError('code', { type: 'server', message: 'offer:landing.errors.required' }),
      );
  return (
    <StepForm step={step} submitLabel="Weiter">
      <p>Land: {country || 'keins'}</p>
      <button type="button" onClick={() => step.setValue('country', 'TR')}>
        Türkei
      </button>
      <button type="button" onClick={() => step.setValue('country', 'AT')}>
        Österreich
      </button>
      <TextInput label="Code" {...step.field('code')} />
      <button type="button" onClick={refuse}>
        Prüfen
      </button>
    </StepForm>
  );
}

const choose = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));
const addressField = () => screen.queryByRole('textbox', { name: /^Adresse/ });

const codeField = () => screen.getByRole('textbox', { name: /^Code/ });
const submitButton = () => screen.getByRole('button', { name: /^Weiter/ });
const summary = () => screen.queryByRole('heading', { name: de('ui:errorSummary.heading') });

/** Typed as a paste or an autofill changes a field: no keystroke, nothing that starts the form. */
const typeWithoutStarting = (field: HTMLElement, value: string) =>
  fireEvent.change(field, { target: { value } });

describe('a form step that shows before react-hook-form', () => {
  // Spied anew for each test: the config restores every spy after one.
  let load: MockInstance<typeof formEngine.load>;
  beforeEach(() => {
    load = vi.spyOn(formEngine, 'load');
  });

  it('shows its fields with their first values and their marks, without react-hook-form', () => {
    renderUi(<Step submit={vi.fn()} code="AB12" />);
    expect(codeField()).toHaveValue('AB12');
    expect(codeField()).toBeRequired();
    expect(screen.getByRole('radio', { name: 'SMS' })).not.toBeChecked();
    expect(load).not.toHaveBeenCalled();
  });

  it('sends what was typed and chosen before react-hook-form arrived, busy meanwhile', async () => {
    const submit = vi.fn(() => Promise.resolve<StepOutcome<Values>>({ kind: 'stay' }));
    renderUi(<Step submit={submit} />);
    typeWithoutStarting(codeField(), 'XY34');
    fireEvent.click(screen.getByRole('radio', { name: 'Post' }));
    fireEvent.submit(codeField().closest('form') as HTMLFormElement);
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    await vi.waitFor(() => expect(submit).toHaveBeenCalledWith({ code: 'XY34', method: 'post' }));
    expect(codeField()).toHaveValue('XY34');
    expect(screen.getByRole('radio', { name: 'Post' })).toBeChecked();
  });

  it('lists what is missing once react-hook-form arrives for a submit that came before it', async () => {
    const submit = vi.fn();
    renderUi(<Step submit={submit} />);
    fireEvent.submit(codeField().closest('form') as HTMLFormElement);
    const box = await vi.waitFor(() => {
      const found = summary()?.closest('[tabindex="-1"]');
      expect(found).toHaveFocus();
      return found as HTMLElement;
    });
    expect(
      within(box)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#code', '#method-sms']);
    expect(codeField()).toHaveAccessibleDescription(de('offer:landing.errors.required'));
    expect(submit).not.toHaveBeenCalled();
  });

  it('brings react-hook-form once the customer starts on the form, keeping what is typed', async () => {
    const submit = vi.fn(() => Promise.resolve<StepOutcome<Values>>({ kind: 'stay' }));
    const { user } = renderUi(<Step submit={submit} />);
    await user.type(codeField(), 'QR');
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
    await user.type(codeField(), '56');
    await user.click(screen.getByRole('radio', { name: 'SMS' }));
    await user.click(submitButton());
    await vi.waitFor(() => expect(submit).toHaveBeenCalledWith({ code: 'QR56', method: 'sms' }));
  });

  it('keeps what was typed before react-hook-form arrived, as what is typed after', async () => {
    const keep = vi.fn();
    renderUi(<Step submit={vi.fn()} typing={{ read: () => undefined, keep }} />);
    typeWithoutStarting(codeField(), 'XY34');
    fireEvent.focusIn(codeField());
    await vi.waitFor(() => expect(keep).toHaveBeenCalledWith({ code: 'XY34', method: '' }));
  });

  it('says it is offline when react-hook-form cannot be fetched, and sends on the retry', async () => {
    load.mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    const submit = vi.fn(() => Promise.resolve<StepOutcome<Values>>({ kind: 'stay' }));
    const { user } = renderUi(<Step submit={submit} />);
    typeWithoutStarting(codeField(), 'XY34');
    fireEvent.click(screen.getByRole('radio', { name: 'Post' }));
    fireEvent.submit(codeField().closest('form') as HTMLFormElement);
    const retry = await screen.findByRole('button', { name: de('ui:step.offline.retry') });
    expect(codeField()).toHaveValue('XY34');
    await user.click(retry);
    await vi.waitFor(() => expect(submit).toHaveBeenCalledWith({ code: 'XY34', method: 'post' }));
  });

  describe('with questions that follow a choice', () => {
    const never = () => new Promise<never>(() => undefined);

    it('shows them before react-hook-form arrives, and a question shown again holds its answer', () => {
      load.mockImplementation(never);
      renderUi(<ContactStep submit={vi.fn()} />);
      expect(addressField()).toBeNull();
      choose('Post');
      typeWithoutStarting(addressField() as HTMLElement, 'Hauptstraße 1');
      choose('SMS');
      expect(addressField()).toBeNull();
      choose('Post');
      expect(addressField()).toHaveValue('Hauptstraße 1');
    });

    it('keeps what was typed for a reload while react-hook-form has not arrived', () => {
      load.mockImplementation(never);
      const keep = vi.fn();
      renderUi(<ContactStep submit={vi.fn()} typing={{ read: () => undefined, keep }} />);
      choose('Post');
      typeWithoutStarting(addressField() as HTMLElement, 'Hauptstraße 1');
      window.dispatchEvent(new Event('pagehide'));
      expect(keep).toHaveBeenLastCalledWith({
        method: 'post',
        address: 'Hauptstraße 1',
        day: 'Montag',
      });
    });

    it('stands in for a field of its own value and brings react-hook-form for it', async () => {
      const submit = vi.fn(() => Promise.resolve<StepOutcome<Contact>>({ kind: 'stay' }));
      renderUi(<ContactStep submit={submit} />);
      choose('Anruf');
      expect(screen.getByText('Tag lädt')).toBeVisible();
      expect(load).toHaveBeenCalled();
      fireEvent.click(await screen.findByRole('button', { name: 'Tag: Montag' }));
      fireEvent.submit(submitButton().closest('form') as HTMLFormElement);
      await vi.waitFor(() =>
        expect(submit).toHaveBeenCalledWith({ method: 'call', address: '', day: 'Dienstag' }),
      );
    });
  });

  describe('with a value set from outside its element', () => {
    const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

    it('shows it before react-hook-form arrives, and keeps it for a reload', () => {
      load.mockImplementation(() => new Promise<never>(() => undefined));
      const keep = vi.fn();
      renderUi(<OriginStep submit={vi.fn()} typing={{ read: () => undefined, keep }} />);
      press('Türkei');
      expect(screen.getByText('Land: TR')).toBeVisible();
      window.dispatchEvent(new Event('pagehide'));
      expect(keep).toHaveBeenLastCalledWith({ country: 'TR', code: '' });
    });

    it('sends what was set before react-hook-form, and what is set once it is there', async () => {
      const submit = vi.fn(() => Promise.resolve<StepOutcome<Origin>>({ kind: 'stay' }));
      renderUi(<OriginStep submit={submit} />);
      press('Türkei');
      fireEvent.submit(submitButton().closest('form') as HTMLFormElement);
      await vi.waitFor(() => expect(submit).toHaveBeenCalledWith({ country: 'TR', code: '' }));
      press('Österreich');
      expect(screen.getByText('Land: AT')).toBeVisible();
      fireEvent.submit(submitButton().closest('form') as HTMLFormElement);
      await vi.waitFor(() => expect(submit).toHaveBeenLastCalledWith({ country: 'AT', code: '' }));
    });

    it('brings react-hook-form for a message only it can show', async () => {
      renderUi(<OriginStep submit={vi.fn()} />);
      typeWithoutStarting(codeField(), 'XY34');
      press('Prüfen');
      await vi.waitFor(() =>
        expect(codeField()).toHaveAccessibleDescription(de('offer:landing.errors.required')),
      );
      expect(codeField()).toHaveValue('XY34');
    });
  });
});
