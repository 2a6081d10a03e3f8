import { Component, type ReactNode } from 'react';

/**
 * A part of the page it works without (the offline notice, the footer, the notification count) whose
 * code comes after the first paint: if that code never arrives, the part is left out and the page stays
 * as it is, instead of the route's error page taking its place.
 */
export class OptionalPart extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
