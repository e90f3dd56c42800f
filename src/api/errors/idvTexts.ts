import type { FlowErrorTexts } from './texts.ts';
import { IdvError } from './classes.ts';

/** The identity verification's texts for its errors: `errors:idv.<code>`. */
export const idvTexts: FlowErrorTexts = (error) =>
  error instanceof IdvError
    ? { title: `errors:idv.${error.code}.title`, text: `errors:idv.${error.code}.text` }
    : undefined;
