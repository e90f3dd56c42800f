import { defaultLocale } from '../routes.ts';
import type { Resources } from './lookup.ts';

/** The text namespaces there are: those of the default locale, which every locale mirrors. */
export const namespacesOf = (resources: Resources): string[] =>
  Object.keys(resources[defaultLocale] ?? {}).sort();
