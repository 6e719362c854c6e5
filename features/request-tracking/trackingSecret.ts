// A request's tracking secret as the visitor's browser draws it: 32 random bytes in base64url (43
// characters), the shape the database checks (private.is_tracking_secret). Only its SHA-256 is
// stored; the secret itself travels in the tracking link's fragment, which no server receives.

/** The tracking page's path for a secret. */
export const trackingPath = (secret: string) => `/suivi#${secret}`

export const isTrackingSecret = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value)

export function newTrackingSecret(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const bytes = random(new Uint8Array(32))
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
