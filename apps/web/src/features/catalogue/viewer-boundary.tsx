import { messages } from '@ddp/contract';
import { Alert, Button } from '@mantine/core';
import { Component, type ReactNode } from 'react';

interface ViewerBoundaryState {
  failed: boolean;
}

/**
 * The viewer is a separate download and renders documents written by others: if either fails,
 * the rest of the screen (selects, downloads) keeps working.
 */
export class ViewerBoundary extends Component<{ children: ReactNode }, ViewerBoundaryState> {
  override state: ViewerBoundaryState = { failed: false };

  static getDerivedStateFromError(): ViewerBoundaryState {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert color="red" role="alert" title={messages.docsTheDocumentationViewerCouldNot}>
        {messages.docsTheDownloadsAboveStillWork}{' '}
        <Button size="compact-sm" variant="white" color="red" onClick={() => window.location.reload()}>
          {messages.docsReloadThePage}
        </Button>
      </Alert>
    );
  }
}
