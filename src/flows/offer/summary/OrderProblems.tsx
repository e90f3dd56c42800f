import './summary.css';
import { useEffect, useRef } from 'react';
import { useTexts } from '../../../i18n/react.tsx';
import { href } from '../../../routing/links.ts';
import type { AnswerStep } from './answers.ts';
import type { OrderProblem } from './orderProblems.ts';
import type { TextKey } from '../../../i18n/keys.ts';

const stepKeys: Record<AnswerStep, TextKey> = {
  offerPersonalData: 'summary:problems.offerPersonalData',
  offerIdData: 'summary:problems.offerIdData',
  offerPayment: 'summary:problems.offerPayment',
};

export interface OrderProblemsProps {
  token: string;
  /** What the API refused, by the step that holds it. */
  problems: readonly OrderProblem[];
  /** Changes with every refused order: the box then takes the focus. */
  focusSignal: number;
}

/**
 * The answers the API refused, at the top of the summary with a link to each step that
 * holds them (the answers live there, not on this page).
 */
export function OrderProblems({ token, problems, focusSignal }: OrderProblemsProps) {
  const { t, locale } = useTexts();
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusSignal > 0) box.current?.focus();
  }, [focusSignal]);

  if (problems.length === 0) return null;
  return (
    <div ref={box} tabIndex={-1} className="summary-problems">
      <div role="alert">
        <h2 className="summary-problems__heading">{t('summary:problems.heading')}</h2>
        <ul className="summary-problems__list">
          {problems.map((problem) =>
            problem.kind === 'step' ? (
              <li key={problem.step}>
                <a href={href(problem.step, { token }, locale)}>{t(stepKeys[problem.step])}</a>
              </li>
            ) : (
              <li key="other">{t('summary:problems.other')}</li>
            ),
          )}
        </ul>
      </div>
    </div>
  );
}
