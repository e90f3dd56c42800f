import type { IdvMethod } from '../../api/contract/idv.ts';
import type { TextKey } from '../../i18n/keys.ts';

/** The words of each method: its name, and what it needs of the customer. */
export const methodTexts: Record<IdvMethod, { name: TextKey; needs: TextKey }> = {
  eid: { name: 'idv:method.eid.name', needs: 'idv:method.eid.needs' },
  videoIdent: { name: 'idv:method.videoIdent.name', needs: 'idv:method.videoIdent.needs' },
  postIdent: { name: 'idv:method.postIdent.name', needs: 'idv:method.postIdent.needs' },
  photoIdent: { name: 'idv:method.photoIdent.name', needs: 'idv:method.photoIdent.needs' },
};
