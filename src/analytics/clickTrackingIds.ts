import type { AreaClickId } from './areas.ts';

/** Clicks any screen may mark, beside the areas' own. */
const sharedClickIds = ['error.clear'] as const;

const areaClickIds = import.meta.glob<readonly AreaClickId[]>('../flows/*/clickIds.ts', {
  eager: true,
  import: 'clickIds',
});

export type ClickTrackingId = (typeof sharedClickIds)[number] | AreaClickId;

/**
 * Registry of the elements click tracking reports (`data-track-id`): the shared ones and
 * each area's `clickIds` (`src/flows/<area>/clickIds.ts`). A click on an id not
 * listed here is only logged: a typo must not create a stray event in the reports.
 */
export const clickTrackingIds: readonly ClickTrackingId[] = [
  ...sharedClickIds,
  ...Object.values(areaClickIds).flat(),
];

export const isClickTrackingId = (id: string): id is ClickTrackingId =>
  (clickTrackingIds as readonly string[]).includes(id);
