import { assertType } from 'vitest';
import type { TextGroup, TextKey } from './keys.ts';

// Type-checked (`npm run typecheck`), never run: each `@ts-expect-error` fails the check
// once the key types accept what it names.

assertType<TextKey>('offer:offer.intro');
assertType<TextKey>('layout.skipToContent');
// @ts-expect-error: no such text in locales/de
assertType<TextKey>('offer:offer.nope');
// @ts-expect-error: the common namespace is written without its name
assertType<TextKey>('common:layout.skipToContent');

assertType<TextGroup<'headline' | 'text' | 'retry'>>('ui:loadFailed');
// @ts-expect-error: ui:loadFailed has no part `heading`
assertType<TextGroup<'headline' | 'heading'>>('ui:loadFailed');
