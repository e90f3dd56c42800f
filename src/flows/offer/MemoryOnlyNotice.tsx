import { useState } from 'react';
import { useText } from '../../i18n/react.tsx';
import { SectionStatus } from '../../ui/SectionStatus.tsx';
import { offerAnswers } from './offerAnswers.ts';

/**
 * Says why a field typed earlier is empty again: the ID document's number and the IBAN
 * live only in the page's memory, and this page was loaded anew since.
 */
export function MemoryOnlyNotice({ token, step }: { token: string; step: 'idData' | 'payment' }) {
  const t = useText();
  const [lost] = useState(() => offerAnswers.lostFromMemory(token, step));
  return lost ? <SectionStatus type="info" text={t(`offer:memoryOnly.${step}`)} /> : null;
}
