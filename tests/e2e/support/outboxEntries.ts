// The outbox's entries as IndexedDB holds them, receipts of delivered messages included.
import type { Page } from '@playwright/test'

export interface StoredOutboxEntry {
  state: string
  nextAttemptAt: number
  message: { row: { id: string; message: string } }
}

/** Runs in a page (Playwright's evaluate, or the engines' WebDriver scripts, which send its source). */
export const readOutboxEntries = () =>
  new Promise<StoredOutboxEntry[]>((resolve, reject) => {
    const open = indexedDB.open('atelier-outbox')
    open.onerror = () => reject(open.error)
    open.onsuccess = () => {
      const read = open.result.transaction('entries').objectStore('entries').getAll()
      read.onsuccess = () => {
        open.result.close()
        resolve(read.result as StoredOutboxEntry[])
      }
    }
  })

export const outboxEntries = (page: Page) => page.evaluate(readOutboxEntries)
