import { describe, expect, it, vi } from 'vitest'
import { createConsentStore } from './consentStore'

describe('consent store', () => {
  it('tells its subscribers of a change, and only of a real one', () => {
    const store = createConsentStore()
    const listener = vi.fn()
    store.subscribe(listener)
    store.markReady()
    store.markReady()
    expect(listener).toHaveBeenCalledTimes(1)
    store.dispatch({ type: 'acceptAll' })
    expect(listener).toHaveBeenCalledTimes(2)
    expect(store.getSnapshot().state.consents.embedded).toBe(true)
  })

  it('keeps answering the prerendered state to hydrating components, whatever was restored since', () => {
    const store = createConsentStore()
    const before = store.getServerSnapshot()
    store.dispatch({ type: 'restore', consents: { necessary: true, embedded: true } })
    store.markReady()
    expect(store.getServerSnapshot()).toBe(before)
    expect(store.getServerSnapshot().ready).toBe(false)
    expect(store.getSnapshot().ready).toBe(true)
  })

  it('stops telling a listener that unsubscribed', () => {
    const store = createConsentStore()
    const listener = vi.fn()
    store.subscribe(listener)()
    store.markReady()
    expect(listener).not.toHaveBeenCalled()
  })
})
