// How a queued message's photo is kept in IndexedDB: as its bytes (an ArrayBuffer) and its type,
// not as a Blob. WebKit refuses to write a Blob or File into IndexedDB when its website data is
// throwaway (Safari's Private Browsing, every WebKitWebDriver session: "Error preparing Blob/File
// data to be stored in object store"), and an ArrayBuffer is accepted by every engine. The outbox
// hands the photo back as a Blob. Entries written before kept a Blob, which is read as it is.
import type { Attachment, Queueable } from './entry'

type Photo<M extends Queueable> = NonNullable<M['photo']>
type PhotoWithoutBlob<M extends Queueable> = Omit<Photo<M>, 'blob'>
type StoredPhoto<M extends Queueable> = PhotoWithoutBlob<M> & ({ bytes: ArrayBuffer } | { blob: Blob })
export type StoredMessage<M extends Queueable> = Omit<M, 'photo'> & { photo: StoredPhoto<M> | null }

/** Reads the photo's bytes: done before the transaction, which would end while it waits. */
export async function messageToStore<M extends Queueable>(message: M): Promise<StoredMessage<M>> {
  if (!message.photo) return { ...message, photo: null }
  const { blob, ...photo } = message.photo as Photo<M>
  return { ...message, photo: { ...photo, bytes: await blob.arrayBuffer() } } as StoredMessage<M>
}

export function messageFromStore<M extends Queueable>(message: StoredMessage<M>): M {
  if (!message.photo) return { ...message, photo: null } as unknown as M
  if ('blob' in message.photo) return message as unknown as M
  const { bytes, ...photo } = message.photo
  const attachment: Attachment = { ...photo, blob: new Blob([bytes], { type: photo.contentType }) }
  return { ...message, photo: attachment } as unknown as M
}
