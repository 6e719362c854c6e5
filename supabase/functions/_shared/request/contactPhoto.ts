// The visitor's photo as the workshop's e-mail links it: a signed URL of the private contact_images
// bucket, minted with the secret key, that opens that one photo for a limited time (Deno only).
// A link rather than an attachment: the privacy policy promises the photo is deleted when the
// request is closed, and at the latest with the request; a copy inside every e-mail would outlive
// both, while the link dies with the stored photo.
import { serviceFetch, supabaseUrl } from '../serviceApi.ts'

/** How long the workshop's link opens the photo: long enough to answer a request, even a slow one. */
const PHOTO_LINK_DAYS = 30

export interface PhotoLink {
  url: string
  expiresAt: Date
}

/** A signed URL for the stored photo; null if it is no longer there. Any other failure throws, so
 *  the e-mail waits for its next attempt. */
export async function signedPhotoLink(name: string, now = new Date()): Promise<PhotoLink | null> {
  const expiresIn = PHOTO_LINK_DAYS * 24 * 60 * 60
  try {
    const { signedURL } = (await serviceFetch(`/storage/v1/object/sign/contact_images/${encodeURIComponent(name)}`, {
      method: 'POST',
      body: { expiresIn },
    })) as { signedURL: string }
    return { url: encodeURI(`${supabaseUrl}/storage/v1${signedURL}`), expiresAt: new Date(now.getTime() + expiresIn * 1000) }
  } catch (error) {
    // Storage answers a missing object with 400 and statusCode "404" in its body (404 in newer versions).
    if (error instanceof Error && /answered (400|404): .*"statusCode":"404"/.test(error.message)) return null
    throw error
  }
}
