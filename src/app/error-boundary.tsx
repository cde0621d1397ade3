import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashScreen } from './screens/crash-screen';

/** Top-level boundary: any render error ends on the crash screen instead of a blank page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError() {
    return { crashed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled render error', error, info.componentStack);
  }

  override render() {
    return this.state.crashed ? <CrashScreen /> : this.props.children;
  }
}
