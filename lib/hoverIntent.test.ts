import { afterEach, describe, expect, it, vi } from 'vitest'
import { createHoverIntent } from './hoverIntent'

afterEach(() => vi.useRealTimers())

function setup() {
  vi.useFakeTimers()
  const setOpen = vi.fn()
  const intent = createHoverIntent(setOpen, undefined, {
    now: () => Date.now(),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id as number),
  })
  return { setOpen, intent }
}

describe('services dropdown hover intent', () => {
  it('opens only after 200 ms of hover', () => {
    const { setOpen, intent } = setup()
    intent.enter()
    vi.advanceTimersByTime(199)
    expect(setOpen).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(setOpen).toHaveBeenLastCalledWith(true)
  })

  it('does not open when the pointer passes through in under 200 ms', () => {
    const { setOpen, intent } = setup()
    intent.enter()
    vi.advanceTimersByTime(120)
    intent.leave()
    vi.advanceTimersByTime(1000)
    expect(setOpen).not.toHaveBeenCalled()
  })

  it('closes 150 ms after the pointer leaves, unless it comes back', () => {
    const { setOpen, intent } = setup()
    intent.enter()
    vi.advanceTimersByTime(200)
    intent.leave()
    vi.advanceTimersByTime(100)
    intent.enter()
    vi.advanceTimersByTime(500)
    expect(setOpen).toHaveBeenCalledTimes(1)
    intent.leave()
    vi.advanceTimersByTime(149)
    expect(setOpen).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(setOpen).toHaveBeenLastCalledWith(false)
  })

  it('reopens at once within the 300 ms skip delay, and waits again after it', () => {
    const { setOpen, intent } = setup()
    intent.enter()
    vi.advanceTimersByTime(200)
    intent.leave()
    vi.advanceTimersByTime(150)
    expect(setOpen).toHaveBeenLastCalledWith(false)
    vi.advanceTimersByTime(100)
    intent.enter()
    expect(setOpen).toHaveBeenLastCalledWith(true)
    intent.leave()
    vi.advanceTimersByTime(150 + 301)
    intent.enter()
    expect(setOpen).toHaveBeenLastCalledWith(false)
    vi.advanceTimersByTime(200)
    expect(setOpen).toHaveBeenLastCalledWith(true)
  })
})
