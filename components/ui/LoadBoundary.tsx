import { Component, type ReactNode } from 'react'

/**
 * Around a part of the page whose code loads later: if that code cannot be fetched (the connection
 * dropped, or a deploy removed the old files), the part shows `fallback` and the rest of the page
 * stays, with whatever the visitor typed. Without it, React would unmount the whole page.
 */
export class LoadBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
