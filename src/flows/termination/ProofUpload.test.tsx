// @vitest-environment jsdom
import '../../ui/jsdomShims.ts';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestAbortedError } from '../../api/client/abort.ts';
import { TextProvider } from '../../i18n/react.tsx';
import { testText, testTexts } from '../../i18n/testing.ts';
import { ProofUpload, UPLOAD_STALL_MS } from './ProofUpload.tsx';
import { $sendingProofs } from './sendingProofs.ts';
import type { Proof } from './terminationForm.ts';
import { exampleConfig } from './testing.ts';
import { uploadProof, type UploadOptions } from './uploadProof.ts';

vi.mock('./uploadProof.ts', () => ({ uploadProof: vi.fn() }));

/** An upload that reports `share` sent, then hangs until it is aborted. */
function hangingUpload(share: number) {
  vi.mocked(uploadProof).mockImplementation(
    ({ onProgress, signal }: UploadOptions) =>
      new Promise((_, reject) => {
        onProgress(share);
        signal?.addEventListener('abort', () => reject(new RequestAbortedError('aborted')));
      }),
  );
}

function Field() {
  const [proofs, setProofs] = useState<Proof[]>([]);
  return (
    <TextProvider locale="de" texts={testTexts('de')}>
      <ProofUpload
        id="t-1"
        limits={exampleConfig().upload}
        proofs={proofs}
        onChange={setProofs}
        inputId="termination-proofs"
        hint="Sterbeurkunde"
        message={undefined}
      />
    </TextProvider>
  );
}

const file = new File(['%PDF-1.7'], 'Sterbeurkunde.pdf', { type: 'application/pdf' });

describe('a proof on its way', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('says when it stalls, can be cancelled, and holds the form only while it is sent', async () => {
    hangingUpload(1);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    render(<Field />);
    await user.upload(screen.getByLabelText(testText('termination:upload.choose')), file);

    const line = screen.getByRole('listitem');
    expect(line).toHaveTextContent(
      testText('termination:upload.sending', { values: { percent: '100' } }),
    );
    expect($sendingProofs.get()).toBe(1);
    const stalled = testText('termination:upload.stalled');
    expect(within(line).queryByText(stalled)).toBeNull();
    act(() => vi.advanceTimersByTime(UPLOAD_STALL_MS));
    expect(within(line).getByText(stalled)).toBeVisible();

    await user.click(
      within(line).getByRole('button', {
        // jsdom drops the space a browser keeps before the hidden file name.
        name: new RegExp(`^${testText('termination:upload.cancel')} ?Sterbeurkunde\\.pdf$`),
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      testText('termination:upload.cancelled', { values: { name: 'Sterbeurkunde.pdf' } }),
    );
    expect(screen.queryByRole('listitem')).toBeNull();
    expect($sendingProofs.get()).toBe(0);
    // The same file can be chosen again.
    expect(screen.getByLabelText(testText('termination:upload.choose'))).toBeEnabled();
  });

  it('stops with its field: another reason chosen, nothing is left counted as on its way', async () => {
    hangingUpload(0.3);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { unmount } = render(<Field />);
    await user.upload(screen.getByLabelText(testText('termination:upload.choose')), file);
    expect($sendingProofs.get()).toBe(1);
    const signal = vi.mocked(uploadProof).mock.calls[0]?.[0].signal;
    unmount();
    expect(signal?.aborted).toBe(true);
    expect($sendingProofs.get()).toBe(0);
  });
});
