import { brand } from 'virtual:brand';
import type { Locale } from '../../routes.ts';
import { loadApi } from '../loadApi.ts';
import { saveFile } from '../../ui/saveFile.ts';
import type { TerminationKind } from './terminationStore.ts';

/** The confirmation of receipt as PDF in the page's language, from the API that received it. */
export async function downloadReceipt(
  kind: TerminationKind,
  id: string,
  language: Locale,
): Promise<void> {
  const api = await loadApi(() => import('../../api/contract/calls/termination.ts'));
  const input = { params: { brand: brand.slug, id }, query: { language } };
  const pdf =
    kind === 'prefilled'
      ? await api.prefilledTerminationDownload(input)
      : await api.terminationDownload(input);
  saveFile(pdf, `${id}.pdf`);
}
