import { Component, type ReactNode } from 'react';
import { ErrorPage } from '@cinevia/ui';

/** Shows ErrorPage when rendering throws (or a route's chunk cannot be loaded), instead of a blank screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }

  override render() {
    return this.state.error === undefined ? this.props.children : <ErrorPage error={this.state.error} />;
  }
}
