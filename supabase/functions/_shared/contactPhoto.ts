// The visitor's photo, read from the private contact_images bucket with the secret key, to travel
// with the workshop's e-mail as an attachment (Deno only).
import { apiKey, supabaseUrl } from './serviceApi.ts'

export interface ContactPhoto {
  filename: string
  contentType: string
  content: Uint8Array
}

/** The stored photo; null if it is no longer there. Any other failure throws, so the e-mail waits. */
export async function downloadContactPhoto(name: string): Promise<ContactPhoto | null> {
  const response = await fetch(`${supabaseUrl}/storage/v1/object/authenticated/contact_images/${encodeURIComponent(name)}`, {
    headers: { apikey: apiKey ?? '', Authorization: `Bearer ${apiKey ?? ''}` },
  })
  if (response.ok) {
    return {
      filename: name,
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      content: new Uint8Array(await response.arrayBuffer()),
    }
  }
  const text = await response.text()
  // Storage answers a missing object with 400 and statusCode "404" in its body (404 in newer versions).
  let statusCode = String(response.status)
  try {
    statusCode = String((JSON.parse(text) as { statusCode?: unknown }).statusCode ?? statusCode)
  } catch {
    // not JSON: the HTTP status stands
  }
  if (statusCode === '404') return null
  throw new Error(`the photo ${name} could not be read: ${response.status} ${text.slice(0, 200)}`)
}
