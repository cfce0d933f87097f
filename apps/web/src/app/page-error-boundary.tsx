import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { RouteErrorScreen } from './route-error-screen';

type Props = {
  children: ReactNode;
  /** Outside the app's shell: the error screen is then the page's main content. */
  standalone?: boolean;
};

type BoundaryProps = Props & { resetKey: string };
type BoundaryState = { failed: boolean; error: unknown; resetKey: string };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  // Any navigation (to another page, or to the same address by "Try again") draws the page again.
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.resetKey === state.resetKey
      ? null
      : { failed: false, error: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? (
      <RouteErrorScreen error={this.state.error} standalone={this.props.standalone} />
    ) : (
      this.props.children
    );
  }
}

/** Shows the product's error screen in place of a page that fails to load or render, until the next navigation. */
export function PageErrorBoundary({ children, standalone }: Props) {
  const { key } = useLocation();
  return (
    <Boundary resetKey={key} standalone={standalone}>
      {children}
    </Boundary>
  );
}
