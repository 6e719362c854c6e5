// How a queued message's photo is kept in IndexedDB: as its bytes (an ArrayBuffer) and its type,
// not as a Blob. WebKit refuses to write a Blob or File into IndexedDB when its website data is
// throwaway (Safari's Private Browsing, every WebKitWebDriver session: "Error preparing Blob/File
// data to be stored in object store"), and an ArrayBuffer is accepted by every engine. The outbox
// hands the photo back as a Blob. Entries written before kept a Blob, which is read as it is.
import type { ContactMessage, ContactPhoto } from '../contact/message'

type PhotoName = Omit<ContactPhoto, 'blob'>
export type StoredPhoto = PhotoName & ({ bytes: ArrayBuffer } | { blob: Blob })
export type StoredMessage = Omit<ContactMessage, 'photo'> & { photo: StoredPhoto | null }

/** Reads the photo's bytes: done before the transaction, which would end while it waits. */
export async function messageToStore(message: ContactMessage): Promise<StoredMessage> {
  if (!message.photo) return { ...message, photo: null }
  const { blob, ...photo } = message.photo
  return { ...message, photo: { ...photo, bytes: await blob.arrayBuffer() } }
}

export function messageFromStore(message: StoredMessage): ContactMessage {
  if (!message.photo) return { ...message, photo: null }
  if ('blob' in message.photo) return { ...message, photo: message.photo }
  const { bytes, ...photo } = message.photo
  return { ...message, photo: { ...photo, blob: new Blob([bytes], { type: photo.contentType }) } }
}
