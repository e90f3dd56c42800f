// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeAll, expect, it, vi } from 'vitest';
import { fakeApi } from '../../fakeApi.ts';
import { renderScreen } from '../../testing.tsx';
import { flowAt } from '../testing.ts';
import IdDataScreen from './IdDataScreen.tsx';
import { testText } from '../../../i18n/testing.ts';

fakeApi({
  nationalities: vi.fn(() =>
    Promise.resolve([
      { code: 'TR', name: { de: 'Türkei', en: 'Türkiye', tr: 'Türkiye' } },
      { code: 'AT', name: { de: 'Österreich', en: 'Austria', tr: 'Avusturya' } },
      { code: 'DE', name: { de: 'Deutschland', en: 'Germany', tr: 'Almanya' } },
    ]),
  ),
});
vi.mock('virtual:brand', () => ({ brand: { slug: 'aldi', likelyNationalities: ['DE'] } }));

// The searchable list's code: counted, and held back until the test lets it arrive.
let loads = 0;
let arrive = () => {};
const arrived = new Promise<void>((resolve) => (arrive = resolve));
vi.mock('./NationalitySelect.tsx', async (importOriginal) => {
  loads += 1;
  await arrived;
  return importOriginal();
});

// The view's and the list's modules (Mantine's among them), imported once ahead: their first
// import in a test process takes seconds on a busy machine, more than a wait below allows.
// The list's own module stays held back by the mock above.
beforeAll(async () => {
  await Promise.all([
    import('./IdDataView.tsx'),
    import('../../../ui/MantineScope.tsx'),
    import('@mantine/core'),
    import('@mantine/hooks'),
  ]);
}, 60_000);

const token = 'Q2hhbmdlTWUxMjM0NTY3OA';
const nationality = () => screen.getByRole('combobox', { name: /Staatsangehörigkeit/ });
const documentNumber = () => screen.getByRole('textbox', { name: /Dokumentennummer/ });

it('loads the list when the customer turns to the field, and hands it what they did meanwhile', async () => {
  flowAt(token, { personalData: true });
  const { user } = renderScreen(IdDataScreen, { path: `/angebot/${token}/ausweisdaten` });
  await screen.findByRole('button', { name: testText('idData:submit') });
  await vi.waitFor(() => expect(nationality()).toBeEnabled());
  expect(nationality()).toHaveAccessibleDescription(testText('idData:nationality.hint'));
  expect(loads).toBe(0);

  // Before the list arrives, typing filters and the arrow keys and Enter choose, as in it.
  await user.click(nationality());
  expect(loads).toBe(1);
  await user.keyboard('Türk{ArrowDown}{Enter}');
  expect(nationality()).toHaveValue('Türkei');
  await user.type(documentNumber(), 'U12345678');

  // The list takes over with the text typed so far, open, and with the focus.
  await user.click(nationality());
  await user.keyboard('{Control>}a{/Control}Öst');
  arrive();
  await vi.waitFor(() => expect(nationality()).toHaveAttribute('aria-expanded', 'true'));
  expect(nationality()).toHaveFocus();
  expect(nationality()).toHaveValue('Öst');
  await user.keyboard('{ArrowDown}{Enter}');
  await vi.waitFor(() => expect(nationality()).toHaveValue('Österreich'));
  expect(documentNumber()).toHaveValue('U12345678');
});
