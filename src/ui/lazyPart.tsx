import { Component, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { RetryStatus } from './RetryStatus.tsx';

interface PartBoundaryProps {
  children: ReactNode;
  /** The failure is on screen. */
  onFailed: () => void;
  onRetry: () => void;
}

/**
 * Catches what the part throws, above all its load failing (a failed import, a file list's
 * fetch, a stylesheet: each engine words it differently): the screen around it stays.
 */
class PartBoundary extends Component<PartBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onFailed();
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      // The screen's own "could not load", in the part's place.
      <RetryStatus
        texts="ui:loadFailed"
        slow={false}
        onRetry={() => {
          this.props.onRetry();
          this.setState({ failed: false });
        }}
      />
    );
  }
}

/**
 * A part of a screen whose code loads when it is first shown (a dialog, the date picker, the
 * upload), as `React.lazy` takes it. A load that fails (offline, a release later) shows in the
 * part's place that it could not load, with a retry, and asks again on the next showing. It
 * never reaches the island's error boundary, which would put an error page in place of the
 * whole screen and what the customer typed on it. In Firefox and WebKit a failed import stays
 * failed: give `load` through `importWhenReachable` so that a retry can load.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const fresh = () => lazy(() => load().then((loaded) => ({ default: loaded })));
  let shared = fresh();
  return function LazyPart(props: P) {
    const [Part, setPart] = useState(() => shared);
    // Once its failure is on screen (not while React renders it again), the next showing
    // and the retry ask anew; a part rendered meanwhile keeps the one it has.
    const renew = () => {
      if (shared === Part) shared = fresh();
    };
    return (
      <PartBoundary
        onFailed={renew}
        onRetry={() => {
          renew();
          setPart(() => shared);
        }}
      >
        <Part {...props} />
      </PartBoundary>
    );
  };
}
