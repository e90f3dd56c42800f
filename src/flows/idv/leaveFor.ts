import { redirect, type Loaded } from '../flowScreen.tsx';
import type { IdvPage } from './standing.ts';

/** Replaces the page with the verification's page that fits where it stands. */
export const leaveFor = (page: IdvPage, token: string): Promise<Loaded<never>> =>
  (redirect as (id: IdvPage, params: { token: string }) => Promise<Loaded<never>>)(page, {
    token,
  });
