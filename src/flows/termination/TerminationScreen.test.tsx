// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, goTo, sentTo } from '../fakeApi.ts';
import { ApiError } from '../../api/errors/classes.ts';
import { testText } from '../../i18n/testing.ts';
import { findInView, renderScreen } from '../testing.tsx';
import TerminationScreen from './TerminationScreen.tsx';
import { terminationAnswers } from './terminationStore.ts';
import { exampleConfig } from './testing.ts';

const { terminationConfig, terminationSubmit } = fakeApi({
  terminationConfig: vi.fn(),
  terminationSubmit: vi.fn(),
});

const submit = () =>
  screen.getByRole('button', { name: new RegExp(`^${testText('termination:form.submit')}`) });
const dataLayer = () =>
  (window as unknown as { dataLayer?: { event?: string; label?: string }[] }).dataLayer ?? [];

async function openForm() {
  const view = renderScreen(TerminationScreen, { path: '/kuendigung' });
  // The view's code loads on first use: slow on a busy machine.
  await findInView('group', 'termination:serviceType.legend');
  return view;
}

async function fill(user: ReturnType<typeof renderScreen>['user']) {
  await user.click(screen.getByRole('radio', { name: /^Nur eine gebuchte Option/ }));
  await user.click(screen.getByRole('radio', { name: /^Ordentliche Kündigung/ }));
  await user.type(screen.getByRole('textbox', { name: /^Vorname/ }), 'Anna Maria');
  await user.type(screen.getByRole('textbox', { name: /^Nachname/ }), 'Müller');
  await user.type(screen.getByRole('textbox', { name: 'Tag' }), '17');
  await user.type(screen.getByRole('textbox', { name: 'Monat' }), '5');
  await user.type(screen.getByRole('textbox', { name: 'Jahr' }), '1990');
  await user.type(screen.getByRole('textbox', { name: /^Straße/ }), 'Georg-Brauchle-Ring');
  await user.type(screen.getByRole('textbox', { name: /^Hausnummer/ }), '50');
  await user.type(screen.getByRole('textbox', { name: /^Postleitzahl/ }), '80992');
  await user.type(screen.getByRole('textbox', { name: /^Ort/ }), 'München');
  await user.type(screen.getByRole('textbox', { name: /^Kundennummer/ }), '4711081500');
  await user.type(screen.getByRole('textbox', { name: /^E-Mail-Adresse/ }), 'anna@example.de');
}

// Typing a whole form into jsdom takes a while on a busy machine.
describe('the termination form', { timeout: 30_000 }, () => {
  beforeEach(() => {
    sessionStorage.clear();
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
    terminationConfig.mockReset().mockResolvedValue(exampleConfig());
    terminationSubmit.mockReset();
    goTo.mockReset().mockResolvedValue(true);
  });

  it('tells assistive technology which groups must be answered, as it does of its fields', async () => {
    await openForm();
    for (const radio of [
      screen.getByRole('radio', { name: /^Nur eine gebuchte Option/ }),
      screen.getByRole('radio', { name: /^Ordentliche Kündigung/ }),
    ])
      expect(radio).toBeRequired();
    for (const part of ['Tag', 'Monat', 'Jahr'])
      expect(screen.getByRole('textbox', { name: part })).toBeRequired();
    expect(screen.getByRole('textbox', { name: /^Vorname/ })).toBeRequired();
  });

  it('has "jetzt kündigen" in its first paint, before the brand’s options arrive', () => {
    terminationConfig.mockReturnValue(new Promise(() => undefined));
    renderScreen(TerminationScreen, { path: '/kuendigung' });
    expect(submit().textContent).toBe('jetzt kündigen');
  });

  it('names what is missing in a dialog that leads to each field, and sends nothing', async () => {
    const { user } = await openForm();
    await user.click(submit());
    const dialog = await screen.findByRole(
      'dialog',
      { name: testText('termination:requiredModal.title') },
      { timeout: 5_000 },
    );
    const links = within(dialog)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links[0]).toBe(testText('termination:serviceType.legend'));
    expect(links).toContain('Postleitzahl');
    expect(terminationSubmit).not.toHaveBeenCalled();
    expect(dataLayer().map((e) => e.event)).toContain('termination_modal_viewed');
  });

  it('sends the termination under one id, again after a lost answer, and opens the receipt', async () => {
    terminationSubmit
      .mockRejectedValueOnce(new ApiError({}))
      .mockImplementation(({ params }: { params: { id: string } }) =>
        Promise.resolve({ id: params.id, receivedAt: '2026-01-14T09:30:00+01:00' }),
      );
    const { user } = await openForm();
    await fill(user);
    await user.click(submit());
    await screen.findByText(testText('termination:unavailable.headline'));
    expect(screen.getByRole('textbox', { name: /^Vorname/ })).toHaveProperty('value', 'Anna Maria');
    await user.click(
      screen.getByRole('button', { name: testText('termination:unavailable.retry') }),
    );
    await sentTo('terminationConfirmation', {}, { replace: true });

    const [first, second] = terminationSubmit.mock.calls.map(
      ([input]) => input as { params: { id: string }; body: object },
    );
    expect(second?.params.id).toBe(first?.params.id);
    expect(first?.body).toMatchObject({
      serviceType: 'option',
      cancellationType: 'Regular',
      selectTerminationDate: false,
      reason: 'None',
      contract: { customerNumber: '4711081500' },
    });
    expect(terminationAnswers.answer('default', 'received')?.sent.holder).toBe('Anna Maria Müller');
    expect(terminationAnswers.answer('default', 'attempt')).toBeUndefined();
    expect(dataLayer().map((e) => [e.event, e.label])).toContainEqual([
      'termination_submitted',
      'success/option/Regular/now',
    ]);
  });

  it('keeps what was typed across a reload', async () => {
    const first = await openForm();
    await first.user.type(screen.getByRole('textbox', { name: /^Vorname/ }), 'Jens');
    // A reload: the page hides right after the last key, then goes.
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();
    await openForm();
    expect(screen.getByRole('textbox', { name: /^Vorname/ })).toHaveProperty('value', 'Jens');
  });
});
