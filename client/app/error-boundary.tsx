import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteError } from './route-error';

interface State {
  error: unknown;
}

/**
 * Catches a screen that fails to render or whose code cannot be loaded (often a new version deployed
 * while the tab was open) and shows RouteError instead of a blank page.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteError /> : this.props.children;
  }
}
