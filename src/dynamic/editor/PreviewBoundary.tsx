import Alert from '@mui/material/Alert';
import { Component, type ReactNode } from 'react';

interface Props {
  /** Shown in place of a preview that failed, with the error's message. */
  fallback: (message: string) => ReactNode;
  children: ReactNode;
}

/** Keeps the editor usable when a draft's preview throws while rendering (it resets when the draft changes: key it). */
export class PreviewBoundary extends Component<Props, { message: string | null }> {
  state = { message: null as string | null };

  static getDerivedStateFromError(error: unknown) {
    return { message: error instanceof Error ? error.message : String(error) };
  }

  render() {
    return this.state.message === null ? this.props.children : <Alert severity="error">{this.props.fallback(this.state.message)}</Alert>;
  }
}
