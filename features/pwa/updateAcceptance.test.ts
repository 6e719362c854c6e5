import { describe, expect, it, vi } from 'vitest'
import { updateAcceptance } from './updateAcceptance'

const setup = () => {
  const actions = { skipWaiting: vi.fn(), reload: vi.fn() }
  return { actions, flow: updateAcceptance(actions) }
}

describe('reloading into a new version', () => {
  it('waits for the visitor, then lets the new worker take over and reloads once it controls the tab', () => {
    const { actions, flow } = setup()
    expect(actions.skipWaiting).not.toHaveBeenCalled()
    flow.accept()
    expect(actions.skipWaiting).toHaveBeenCalledOnce()
    expect(actions.reload).not.toHaveBeenCalled()
    flow.controlled()
    expect(actions.reload).toHaveBeenCalledOnce()
  })

  it('never reloads a tab whose visitor did not ask, even when another tab accepted', () => {
    const { actions, flow } = setup()
    flow.controlled()
    expect(actions.reload).not.toHaveBeenCalled()
    expect(actions.skipWaiting).not.toHaveBeenCalled()
  })

  it('reloads at once when the visitor asks after another tab already brought the new worker in', () => {
    const { actions, flow } = setup()
    flow.controlled()
    flow.accept()
    expect(actions.reload).toHaveBeenCalledOnce()
    expect(actions.skipWaiting).not.toHaveBeenCalled()
  })
})
