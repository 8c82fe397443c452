import { Component, type ReactNode } from 'react';

interface Props {
  /** The boundary clears its error when this changes (the page's path): a new page is tried. */
  readonly resetKey: string;
  readonly fallback: (error: unknown) => ReactNode;
  readonly children: ReactNode;
}

interface State {
  readonly failed: boolean;
  readonly error: unknown;
  readonly resetKey: string;
}

/** Shows `fallback` in place of what failed to render (a page, a chunk that did not load). */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey
      ? null
      : { failed: false, error: undefined, resetKey: props.resetKey };
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
