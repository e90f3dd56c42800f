import { brand } from 'virtual:brand';
import { loadApi } from '../loadApi.ts';
import { saveFile } from '../../ui/saveFile.ts';
import type { TerminationKind } from './terminationStore.ts';

/** The confirmation of receipt as PDF, from the API that received the termination. */
export async function downloadReceipt(kind: TerminationKind, id: string): Promise<void> {
  const api = await loadApi(() => import('../../api/contract/calls/termination.ts'));
  const params = { params: { brand: brand.slug, id } };
  const pdf =
    kind === 'prefilled'
      ? await api.prefilledTerminationDownload(params)
      : await api.terminationDownload(params);
  saveFile(pdf, `Kuendigung-Eingangsbestaetigung-${id}.pdf`);
}
