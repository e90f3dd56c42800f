// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testText } from '../i18n/testing.ts';
import { lazyPart } from './lazyPart.tsx';
import { renderUi } from './renderUi.tsx';

afterEach(() => vi.restoreAllMocks());

const dialog = ({ name }: { name: string }) => <p>Dialog for {name}</p>;
const offline = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

/** A form with a field and a part that shows on a button, as a screen opens a dialog. */
function Screen({ Part }: { Part: ReturnType<typeof lazyPart<{ name: string }>> }) {
  const [open, setOpen] = useState(false);
  return (
    <form aria-label="Kündigung">
      <input aria-label="Vorname" defaultValue="Erika" />
      <button type="button" onClick={() => setOpen((was) => !was)}>
        Dialog
      </button>
      <Suspense fallback={<p>Loading</p>}>{open && <Part name="Erika" />}</Suspense>
    </form>
  );
}

describe('lazyPart', () => {
  it('shows in its place that it could not load, keeps the screen, and loads on its retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn().mockImplementationOnce(offline).mockResolvedValue(dialog);
    const { user } = renderUi(<Screen Part={lazyPart(load)} />);
    await user.click(screen.getByRole('button', { name: 'Dialog' }));

    const retry = await screen.findByRole('button', { name: testText('ui:loadFailed.retry') });
    expect(screen.getByText(testText('ui:loadFailed.headline'))).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Vorname' })).toHaveValue('Erika');
    await user.click(retry);
    expect(await screen.findByText('Dialog for Erika')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('asks again the next time it is shown after a load that failed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn().mockImplementationOnce(offline).mockResolvedValue(dialog);
    const { user } = renderUi(<Screen Part={lazyPart(load)} />);
    const toggle = screen.getByRole('button', { name: 'Dialog' });
    await user.click(toggle);
    await screen.findByText(testText('ui:loadFailed.headline'));

    await user.click(toggle);
    await user.click(toggle);
    expect(await screen.findByText('Dialog for Erika')).toBeVisible();
    expect(screen.queryByText(testText('ui:loadFailed.headline'))).toBeNull();
  });

  it('loads once for every showing after it has loaded', async () => {
    const load = vi.fn().mockResolvedValue(dialog);
    const { user } = renderUi(<Screen Part={lazyPart(load)} />);
    const toggle = screen.getByRole('button', { name: 'Dialog' });
    for (let i = 0; i < 3; i++) await user.click(toggle);
    expect(await screen.findByText('Dialog for Erika')).toBeVisible();
    expect(load).toHaveBeenCalledOnce();
  });
});
