// Data the integration tests send.
import { randomUUID } from 'node:crypto'
import type { ContactMessageInsert } from '../../../supabase/functions/_shared/request/contactMessageRow'

/** A 2×2 JPEG (baseline, quality 80), small enough to read here. */
export const TINY_JPEG = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAb/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABQf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCzATo2/9k=',
  'base64',
)

/** A name the contact form would generate: <uuid drawn on the device>.<jpg or gif>. */
export function contactImageName(extension: 'jpg' | 'gif' = 'jpg'): string {
  return `${randomUUID()}.${extension}`
}

/** A visitor's row; without an id, the database makes one. */
export type ContactMessage = Omit<ContactMessageInsert, 'id'> & { id?: string }

let sender = 0
export function contactMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  sender += 1
  return {
    name: 'Claire Dubois',
    // One address per message: tests that are not about the per-address limit never meet it.
    email: `claire.dubois+${sender}@example.fr`,
    phone: null,
    service: 'réparation',
    subject: null,
    message: 'Bonjour, le fermoir de mon collier est cassé. Pouvez-vous le réparer ?',
    preferred_contact: 'email',
    urgency: 'normal',
    file_url: null,
    ...overrides,
  }
}

export const newId = (): string => randomUUID()
