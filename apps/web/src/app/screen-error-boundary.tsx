import { messages, routes } from '@ddp/contract';
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { PlaceholderPage } from '../components/placeholder-page';

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
}

/**
 * A screen that throws while it is drawn shows a way on instead of a blank page; the cause goes to
 * the browser's console, never on the page. Not keyed by the address: that would draw the whole
 * layout anew at every navigation and lose the focus.
 */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  // Going to another address leaves the failed screen behind.
  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.failed && previous.pathname !== this.props.pathname) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <PlaceholderPage
        title={messages.screenFailedTitle}
        text={messages.screenFailed}
        backTo={routes.login}
        backLabel={messages.goToSignIn}
      />
    );
  }
}

export function ScreenErrorBoundary({ children }: { children: ReactNode }) {
  return <Boundary pathname={useLocation().pathname}>{children}</Boundary>;
}
