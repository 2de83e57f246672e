import { Component, type ReactNode } from 'react'

/** A map chunk that cannot be fetched (offline) must not take the page down: it reports and renders nothing. */
export class MapBoundary extends Component<{ onError: (reason: string) => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override componentDidCatch(error: unknown) {
    console.error('[maps] The map could not be loaded', error)
    this.props.onError('chunk')
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}
