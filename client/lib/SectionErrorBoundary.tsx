import { Component, type ReactNode } from "react";

type Props = { resetKey: unknown; fallback: ReactNode; children: ReactNode };
type State = { error: unknown; resetKey: unknown };

/**
 * Catches a failed section (a query that errored while rendering) so the rest of the page stays
 * usable; a new `resetKey` (e.g. the location key after a retry) renders the children again.
 */
export class SectionErrorBoundary extends Component<Props, State> {
  state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  render() {
    return this.state.error ? this.props.fallback : this.props.children;
  }
}
