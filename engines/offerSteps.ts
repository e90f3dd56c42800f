import {
  labelled,
  offerPath,
  text,
  type DateParts,
  type OfferVisit,
  type StepPath,
} from '../e2e/offerFlow.ts';
import type { EnginePage } from './driver/page.ts';

/** The offer flow's fields and buttons by their labels, in the visit's language and brand. */
export function offerSteps(tab: EnginePage, visit: OfferVisit) {
  const t = (key: string, values?: Record<string, string>) =>
    text(visit.locale ?? 'de', key, values, visit.slug);
  const field = (key: string) => tab.getByRole('textbox', { name: labelled(t(key)) });
  const button = (key: string) => tab.getByRole('button', { name: t(key), exact: true });
  /** Types a date into its three fields (GOV.UK date input), the group named by its legend. */
  const fillDate = async (legendKey: string, date: DateParts) => {
    const group = tab.getByRole('group', { name: t(legendKey) });
    for (const part of ['day', 'month', 'year'] as const)
      await group
        .getByRole('textbox', { name: t(`ui:date.${part}`), exact: true })
        .fill(date[part]);
  };
  const at = (step: StepPath) => tab.waitForURL(new RegExp(`${offerPath(visit, step)}$`));
  const nationality = tab.getByRole('combobox', {
    name: labelled(t('idData:nationality.label')),
  });
  return { t, field, button, fillDate, at, nationality };
}
