import type { TextKey } from '../../../i18n/keys.ts';
import type { Translate } from '../../../i18n/translate.ts';
import type { LeaveCheck } from '../../../layouts/leaving.ts';

/** The offer steps whose answers hold a field kept in memory only. */
export type HeldAnswer = 'idData' | 'payment';

export const isHeldAnswer = (step: string): step is HeldAnswer =>
  step === 'idData' || step === 'payment';

/** What the customer is asked: the page load, what it would lose, and staying. */
export interface LeaveQuestion {
  check: LeaveCheck;
  held: readonly HeldAnswer[];
  onStay: () => void;
}

const reasonKeys: Record<LeaveCheck['reason'], { title: TextKey; text: TextKey; go: TextKey }> = {
  language: {
    title: 'offer:leaving.language.title',
    text: 'offer:leaving.language.text',
    go: 'offer:leaving.language.go',
  },
  reload: {
    title: 'offer:leaving.reload.title',
    text: 'offer:leaving.reload.text',
    go: 'offer:leaving.reload.go',
  },
};

const heldKeys: Record<HeldAnswer, TextKey> = {
  idData: 'offer:leaving.idData',
  payment: 'offer:leaving.payment',
};

/** The question's texts in the page language, the lost answers in the steps' order. */
export function leaveTexts(
  t: Translate,
  reason: LeaveCheck['reason'],
  held: readonly HeldAnswer[],
) {
  const keys = reasonKeys[reason];
  return {
    title: t(keys.title),
    text: t(keys.text),
    go: t(keys.go),
    lost: t('offer:leaving.lost'),
    held: held.map((answer) => t(heldKeys[answer])),
    kept: t('offer:leaving.kept'),
    stay: t('offer:leaving.stay'),
  };
}
