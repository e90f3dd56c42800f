import { Component, type ReactNode } from 'react';
import { statusOf } from './errorStatus.ts';
import { FallbackErrorView } from './FallbackErrorView.tsx';

export interface ErrorBoundaryProps {
  children: ReactNode;
}

interface ErrorBoundaryState {
  status: number | undefined;
}

/** A render error below shows the FallbackErrorView instead of a blank island. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { status: undefined };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { status: statusOf(error) };
  }

  override render() {
    const { status } = this.state;
    return status === undefined ? this.props.children : <FallbackErrorView status={status} />;
  }
}
