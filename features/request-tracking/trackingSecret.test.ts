import { describe, expect, it } from 'vitest'
import { isTrackingSecret, newTrackingSecret, trackingPath } from './trackingSecret'

describe('a tracking secret', () => {
  it('is 32 random bytes in base64url, 43 characters of the shape the database checks', () => {
    const secret = newTrackingSecret()
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(isTrackingSecret(secret)).toBe(true)
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32)
    expect(newTrackingSecret()).not.toBe(secret)
  })

  it('encodes the bytes it is given, without padding, + or /', () => {
    const secret = newTrackingSecret((bytes) => bytes.fill(0xfb))
    expect(secret).toBe(Buffer.alloc(32, 0xfb).toString('base64url'))
    expect(isTrackingSecret(`${secret}=`)).toBe(false)
  })

  it('rides in the tracking page’s fragment, never sent to a server', () => {
    expect(trackingPath('abc')).toBe('/suivi#abc')
  })
})
