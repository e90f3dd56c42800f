import { isLinkProblem, LinkError } from './LinkError.tsx';

/** The error page with the reason its address names (`?reason=expired`). */
export default function LinkErrorView() {
  const reason = new URLSearchParams(window.location.search).get('reason');
  return <LinkError problem={isLinkProblem(reason) ? reason : 'unknown'} />;
}
