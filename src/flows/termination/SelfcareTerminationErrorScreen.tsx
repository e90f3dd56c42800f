import { flowScreen } from '../flowScreen.tsx';
import { LinkError } from './LinkError.tsx';

/**
 * /selfcarekuendigung/error?reason=…: a termination link that cannot be used. The first
 * paint already says so and leads to the default form; the view names the reason.
 */
export default flowScreen({
  Skeleton: () => <LinkError />,
  view: () => import('./LinkErrorView.tsx'),
});
