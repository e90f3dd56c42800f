// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Profiler, useState } from 'react';
import { z } from '../../api/contract/zod.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusingSend } from './testing.ts';
import { testText } from '../../i18n/testing.ts';
import { renderUi } from '../../ui/renderUi.tsx';
import { LEAVE_CHECK, mayLeave } from '../../layouts/leaving.ts';
import { dateErrors } from './dateErrors.ts';
import { datePartsRule, emptyDateParts, type DateParts } from './dateParts.ts';
import { DatePartsField } from './DatePartsField.tsx';
import { StepForm } from './StepForm.tsx';
import { TYPING_KEPT_AFTER_MS, type StepOutcome, type TypingSlot } from './formStep.ts';
import { useFormStep } from './useFormStep.ts';

const de = (key: string) => testText(key);

interface Values {
  givenNames: string;
  birthDate: DateParts;
}
interface Output {
  givenNames: string;
  birthDate: string;
}

const schema = z.object({
  givenNames: z.string().check(z.minLength(1, 'personalData:errors.givenNames.required')),
  birthDate: datePartsRule('birthDate', 'personalData:errors.birthDate', () => ({
    today: '2026-03-15',
    when: 'past',
  })),
});

const fields = ['givenNames', 'birthDate.day', 'birthDate.month', 'birthDate.year'] as const;
const target = (field: string) => (field.startsWith('birthDate') ? 'birth-day' : 'given-names');

function Step({
  submit,
  typing,
  onInvalid,
}: {
  submit: (values: Output) => Promise<StepOutcome<Values>>;
  typing?: TypingSlot;
  onInvalid?: () => void;
}) {
  const step = useFormStep<Values, Output>({
    schema,
    defaults: (typed) => ({
      givenNames: typeof typed?.['givenNames'] === 'string' ? typed['givenNames'] : '',
      birthDate: (typed?.['birthDate'] as DateParts | undefined) ?? emptyDateParts,
    }),
    ...(typing ? { typing } : {}),
    ...(onInvalid ? { onInvalid } : {}),
    fields,
    target,
    submit,
  });
  return (
    <StepForm step={step} submitLabel="Weiter">
      <label htmlFor="given-names">Vornamen</label>
      <input
        id="given-names"
        aria-invalid={step.message('givenNames') ? true : undefined}
        {...step.form.register('givenNames')}
      />
      {step.message('givenNames') && <p>{step.message('givenNames')}</p>}
      <DatePartsField
        name="birthDate"
        id="birth-day"
        legend="Geburtsdatum"
        hint="Zum Beispiel 27 3 1990"
        register={step.registration}
        {...dateErrors(step, 'birthDate')}
      />
    </StepForm>
  );
}

/** A typing slot kept in memory, as a flow's answers keep it in sessionStorage. */
function memorySlot() {
  let kept: Record<string, unknown> | undefined;
  const keep = vi.fn((values: Record<string, unknown>) => {
    kept = structuredClone(values);
  });
  return { read: () => kept, keep, kept: () => kept };
}

const next = (go: () => Promise<boolean> = () => Promise.resolve(true)): StepOutcome<Values> => ({
  kind: 'next',
  go,
});

async function fillIn(user: ReturnType<typeof renderUi>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'Vornamen' }), 'Anna');
  await user.type(screen.getByRole('textbox', { name: 'Tag' }), '7');
  await user.type(screen.getByRole('textbox', { name: 'Monat' }), '3');
  await user.type(screen.getByRole('textbox', { name: 'Jahr' }), '1990');
}

const submitButton = () => screen.getByRole('button', { name: /^Weiter/ });
const summary = () => screen.queryByRole('heading', { name: de('ui:errorSummary.heading') });

describe('a form step', () => {
  beforeEach(() => {
    document.title = 'Meine Daten';
  });

  it('submits what the rules give once every field passes', async () => {
    const submit = vi.fn(() => Promise.resolve(next()));
    const { user } = renderUi(<Step submit={submit} />);
    await fillIn(user);
    await user.click(submitButton());
    expect(submit).toHaveBeenCalledWith({ givenNames: 'Anna', birthDate: '1990-03-07' });
    expect(summary()).not.toBeInTheDocument();
  });

  it('lists what is wrong above the form, in field order, once per field target, and takes the focus', async () => {
    const submit = vi.fn();
    const { user } = renderUi(<Step submit={submit} />);
    await user.type(screen.getByRole('textbox', { name: 'Monat' }), '3');
    await user.click(submitButton());

    expect(submit).not.toHaveBeenCalled();
    const box = summary()?.closest('[tabindex="-1"]');
    // The focus moves once the message is shown.
    await vi.waitFor(() => expect(box).toHaveFocus());
    const links = within(box as HTMLElement).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [de('personalData:errors.givenNames.required'), '#given-names'],
      // The date table's sentence, with the name the date's rule gives it.
      ['Das Geburtsdatum muss einen Tag und ein Jahr enthalten.', '#birth-day'],
    ]);
    expect(document.title).toBe(`${de('ui:errorSummary.titlePrefix')} Meine Daten`);
    // The same text at the field; only the parts that are missing are marked.
    const fieldset = screen.getByRole('group', { name: 'Geburtsdatum' });
    expect(fieldset).toHaveAccessibleDescription(
      'Zum Beispiel 27 3 1990 Das Geburtsdatum muss einen Tag und ein Jahr enthalten.',
    );
    expect(screen.getByRole('textbox', { name: 'Tag' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Monat' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await user.click(links[1]!);
    expect(screen.getByRole('textbox', { name: 'Tag' })).toHaveFocus();
  });

  it('changes its messages on submit only, and drops the summary once all is well', async () => {
    const submit = vi.fn(() => Promise.resolve<StepOutcome<Values>>({ kind: 'stay' }));
    const { user } = renderUi(<Step submit={submit} />);
    await user.click(submitButton());
    await user.type(screen.getByRole('textbox', { name: 'Vornamen' }), 'Anna');
    expect(
      screen.getByRole('link', { name: de('personalData:errors.givenNames.required') }),
    ).toBeVisible();
    await fillIn(user);
    await user.clear(screen.getByRole('textbox', { name: 'Vornamen' }));
    await user.type(screen.getByRole('textbox', { name: 'Vornamen' }), 'Anna');
    await user.click(submitButton());
    expect(summary()).not.toBeInTheDocument();
    expect(document.title).toBe('Meine Daten');
    expect(submit).toHaveBeenCalledOnce();
  });

  /**
   * Taps a button as a browser runs it: the submit's microtasks (the rules, react-hook-form's
   * answer) run while the tap's event is current, so React renders each of their updates at
   * once, on its own. jsdom runs them after, and React would batch what a phone renders twice.
   */
  async function tapAsPhone(
    user: ReturnType<typeof renderUi>['user'],
    button: HTMLElement,
    answered: () => void,
  ) {
    const tap = vi.spyOn(window, 'event', 'get').mockReturnValue(new Event('click'));
    try {
      await user.click(button);
      await vi.waitFor(answered);
    } finally {
      tap.mockRestore();
    }
  }

  const summaryFocused = () =>
    vi.waitFor(() => expect(summary()?.closest('[tabindex="-1"]')).toHaveFocus());

  it('renders a submit the rules refuse once, with its messages (a slow phone answers the tap sooner)', async () => {
    const shown: boolean[] = [];
    const { user } = renderUi(
      <Profiler id="step" onRender={() => shown.push(summary() !== null)}>
        <Step submit={vi.fn()} />
      </Profiler>,
    );
    shown.length = 0;
    await tapAsPhone(user, submitButton(), () => expect(summary()).toBeInTheDocument());
    await summaryFocused();
    expect(shown).toEqual([true]);
  });

  it("shows a refused submit's messages first, and what the step does beside them after", async () => {
    function WithDialog() {
      const [asked, setAsked] = useState(false);
      return (
        <>
          <Step submit={vi.fn()} onInvalid={() => setAsked(true)} />
          {asked && <p>Bitte ergänzen</p>}
        </>
      );
    }
    const shown: boolean[] = [];
    const { user } = renderUi(
      <Profiler id="step" onRender={() => shown.push(summary() !== null)}>
        <WithDialog />
      </Profiler>,
    );
    shown.length = 0;
    await tapAsPhone(user, submitButton(), () => expect(summary()).toBeInTheDocument());
    await summaryFocused();
    expect(await screen.findByText('Bitte ergänzen')).toBeInTheDocument();
    expect(shown[0], 'the first render after the tap shows the messages').toBe(true);
  });

  it('renders a retry once: the last problem goes as the button turns busy', async () => {
    const submit = vi
      .fn<(values: Output) => Promise<StepOutcome<Values>>>()
      .mockResolvedValueOnce({ kind: 'unavailable' })
      .mockReturnValueOnce(new Promise(() => undefined));
    const problem = () =>
      screen.queryByRole('heading', { name: de('ui:step.unavailable.headline') });
    const shown: { problem: boolean; busy: boolean }[] = [];
    const { user } = renderUi(
      <Profiler
        id="step"
        onRender={() =>
          shown.push({
            problem: problem() !== null,
            busy: submitButton().getAttribute('aria-busy') === 'true',
          })
        }
      >
        <Step submit={submit} />
      </Profiler>,
    );
    await fillIn(user);
    await user.click(submitButton());
    const retry = await screen.findByRole('button', { name: de('ui:step.unavailable.retry') });
    shown.length = 0;
    await tapAsPhone(user, retry, () =>
      expect(submitButton()).toHaveAttribute('aria-busy', 'true'),
    );
    expect(shown).toEqual([{ problem: false, busy: true }]);
  });

  it('sends one submit at a time, and none once the step is done', async () => {
    let answer: (outcome: StepOutcome<Values>) => void = () => undefined;
    const submit = vi.fn(() => new Promise<StepOutcome<Values>>((resolve) => (answer = resolve)));
    const { user } = renderUi(<Step submit={submit} />);
    await fillIn(user);
    await user.click(submitButton());
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    await user.click(submitButton());
    await user.keyboard('{Enter}');
    // Also a submit that does not come from the busy button (Enter in a field).
    fireEvent.submit(submitButton().closest('form')!);
    expect(submit).toHaveBeenCalledOnce();

    const go = vi.fn(() => new Promise<boolean>(() => undefined));
    await act(async () => answer(next(go)));
    expect(go).toHaveBeenCalledOnce();
    // The next page is opening: the button stays busy, a click does nothing.
    expect(submitButton()).toHaveAttribute('aria-busy', 'true');
    await user.click(submitButton());
    fireEvent.submit(submitButton().closest('form')!);
    expect(submit).toHaveBeenCalledOnce();
  });

  it('keeps the customer here with everything typed when the next page cannot be reached', async () => {
    const go = vi.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    const submit = vi.fn(() => Promise.resolve(next(go)));
    const { user } = renderUi(<Step submit={submit} />);
    await fillIn(user);
    await user.click(submitButton());

    const offline = await screen.findByRole('heading', { name: de('ui:step.offline.headline') });
    expect(offline).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Vornamen' })).toHaveValue('Anna');
    expect(screen.getByRole('textbox', { name: 'Jahr' })).toHaveValue('1990');
    expect(submitButton()).not.toHaveAttribute('aria-busy');

    await user.click(screen.getByRole('button', { name: de('ui:step.offline.retry') }));
    expect(submit).toHaveBeenCalledTimes(2);
    expect(go).toHaveBeenCalledTimes(2);
    expect(
      screen.queryByRole('heading', { name: de('ui:step.offline.headline') }),
    ).not.toBeInTheDocument();
  });

  it('says so when its answer could not be checked, or its submit broke, and keeps what was typed', async () => {
    const submit = vi
      .fn<(values: Output) => Promise<StepOutcome<Values>>>()
      .mockResolvedValueOnce({ kind: 'unavailable' })
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'));
    const { user } = renderUi(<Step submit={submit} />);
    await fillIn(user);
    await user.click(submitButton());
    const headline = de('ui:step.unavailable.headline');
    expect(await screen.findByRole('heading', { name: headline })).toBeVisible();
    await user.click(screen.getByRole('button', { name: de('ui:step.unavailable.retry') }));
    expect(await screen.findByRole('heading', { name: headline })).toBeVisible();
    expect(submit).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('textbox', { name: 'Vornamen' })).toHaveValue('Anna');
  });

  it('shows the fields the API refused at the fields and in the summary', async () => {
    const submit = refusingSend<Values>([
      { field: 'birthDate.year', message: 'personalData:errors.birthDate.underage' },
      { field: 'givenNames', message: 'personalData:errors.givenNames.format' },
    ]);
    const { user } = renderUi(<Step submit={submit} />);
    await fillIn(user);
    await user.click(submitButton());

    const links = await screen.findAllByRole('link');
    // In the order of the form, not of the answer.
    expect(links.map((link) => link.textContent)).toEqual([
      de('personalData:errors.givenNames.format'),
      de('personalData:errors.birthDate.underage'),
    ]);
    // The focus moves once the message is shown.
    await vi.waitFor(() => expect(summary()?.closest('[tabindex="-1"]')).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Vornamen' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('textbox', { name: 'Vornamen' })).toHaveValue('Anna');
    expect(screen.getByRole('textbox', { name: 'Jahr' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps what is typed, a moment after the last key, and restores it on the next visit', async () => {
    const slot = memorySlot();
    const submit = vi.fn();
    const first = renderUi(<Step submit={submit} typing={slot} />);
    await first.user.type(screen.getByRole('textbox', { name: 'Vornamen' }), 'An');
    expect(slot.keep).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(slot.kept()).toMatchObject({ givenNames: 'An' }), {
      timeout: TYPING_KEPT_AFTER_MS * 5,
    });
    expect(slot.keep).toHaveBeenCalledOnce();
    // Typed just before the page goes: kept when it leaves, without waiting.
    await first.user.type(screen.getByRole('textbox', { name: 'Tag' }), '7');
    first.unmount();
    expect(slot.kept()).toEqual({ givenNames: 'An', birthDate: { day: '7', month: '', year: '' } });

    renderUi(<Step submit={submit} typing={slot} />);
    expect(screen.getByRole('textbox', { name: 'Vornamen' })).toHaveValue('An');
    expect(screen.getByRole('textbox', { name: 'Tag' })).toHaveValue('7');
  });

  it('keeps what was just typed before the site asks whether it may load a new page', async () => {
    const slot = memorySlot();
    const { user } = renderUi(<Step submit={vi.fn()} typing={slot} />);
    await user.type(screen.getByRole('textbox', { name: 'Vornamen' }), 'An');
    let seen: unknown;
    const look = () => (seen = slot.kept());
    window.addEventListener(LEAVE_CHECK, look);
    try {
      mayLeave({ reason: 'language', proceed: () => undefined });
    } finally {
      window.removeEventListener(LEAVE_CHECK, look);
    }
    expect(seen).toMatchObject({ givenNames: 'An' });
  });

  describe('on the clock of the test', () => {
    beforeEach(() => void vi.useFakeTimers());
    afterEach(() => void vi.useRealTimers());

    it('keeps nothing typed once the step is done, also when the page hides right after', async () => {
      const slot = memorySlot();
      const submit = vi.fn(() => Promise.resolve(next()));
      const { user } = renderUi(<Step submit={submit} typing={slot} />);
      await fillIn(user);
      // Enter right after the last key: the keep of that key is still waiting.
      await user.keyboard('{Enter}');
      await vi.waitFor(() => expect(submit).toHaveBeenCalled());
      window.dispatchEvent(new Event('pagehide'));
      await vi.advanceTimersByTimeAsync(TYPING_KEPT_AFTER_MS);
      expect(slot.keep).not.toHaveBeenCalled();
    });

    it('keeps nothing typed while the next page opens, a key pressed meanwhile included', async () => {
      const slot = memorySlot();
      // The next page is on its way and never arrives in this test.
      const submit = vi.fn(() => Promise.resolve(next(() => new Promise<boolean>(() => {}))));
      const { user } = renderUi(<Step submit={submit} typing={slot} />);
      await fillIn(user);
      await vi.advanceTimersByTimeAsync(TYPING_KEPT_AFTER_MS);
      expect(slot.keep).toHaveBeenCalled();
      slot.keep.mockClear();
      await user.keyboard('{Enter}');
      await vi.waitFor(() => expect(submit).toHaveBeenCalled());
      await user.type(screen.getByRole('textbox', { name: 'Vornamen' }), 'x');
      await vi.advanceTimersByTimeAsync(TYPING_KEPT_AFTER_MS);
      window.dispatchEvent(new Event('pagehide'));
      expect(slot.keep).not.toHaveBeenCalled();
    });
  });

  it('keeps what is typed when the page is hidden (a reload, the tab closed)', async () => {
    const slot = memorySlot();
    const { user } = renderUi(<Step submit={vi.fn()} typing={slot} />);
    await user.type(screen.getByRole('textbox', { name: 'Vornamen' }), 'Ayşe');
    window.dispatchEvent(new Event('pagehide'));
    expect(slot.kept()).toMatchObject({ givenNames: 'Ayşe' });
  });
});
