import { flowScreen } from '../flowScreen.tsx';
import { FormSkeleton } from '../step/FormSkeleton.tsx';
import type { WithdrawalFormData } from './loadWithdrawal.ts';

/**
 * /widerruf: the withdrawal function (Art. 11a Directive 2011/83/EU), no login. Its first
 * paint already holds "Widerruf bestätigen"; opened from an order, it is filled in from it.
 */
export default flowScreen<WithdrawalFormData>({
  Skeleton: () => (
    <FormSkeleton
      className="withdrawal"
      intro="withdrawal:form.intro"
      sections={[3, 3]}
      submit="withdrawal:form.submit"
    />
  ),
  load: () => import('./loadWithdrawal.ts').then((m) => m.loadWithdrawalForm()),
  view: () => import('./WithdrawalView.tsx'),
  ownPageView: true,
});
