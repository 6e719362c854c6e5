// The workshop's contact as the owner changes it in « Fiche de l'atelier » (public.workshop_contact),
// for the tests of the e-mails that must give the new one at once: set for one test, then put back,
// so that the other tests of the same backend read the seeded row.
import type { WorkshopContact } from '../../../lib/workshopContact'
import { email, phone } from '../../../lib/owner'
import type { TestBackend } from './backend'

/** What the database is seeded with: lib/owner.ts's values. */
export const seededContact: WorkshopContact = { phone: phone.display, email, whatsapp: null }

/** A contact unlike the seeded one in every field. */
export const changedContact: WorkshopContact = { phone: '01 45 20 64 12', email: 'accueil@exemple.fr', whatsapp: '06 12 34 56 78' }

/** Runs `test` with `contact` saved in the row; the row it found is put back after, whatever happens. */
export async function withWorkshopContact<T>(backend: Pick<TestBackend, 'query'>, contact: WorkshopContact | null, test: () => Promise<T>): Promise<T> {
  const before = (await backend.query(`select phone, email, whatsapp from public.workshop_contact`)) as WorkshopContact[]
  // null: no row at all, as a database the functions cannot read it from.
  if (contact) await backend.query(`update public.workshop_contact set phone = $1, email = $2, whatsapp = $3`, [contact.phone, contact.email, contact.whatsapp])
  else await backend.query(`delete from public.workshop_contact`)
  try {
    return await test()
  } finally {
    await backend.query(`delete from public.workshop_contact`)
    for (const row of before)
      await backend.query(`insert into public.workshop_contact (phone, email, whatsapp) values ($1, $2, $3)`, [row.phone, row.email, row.whatsapp])
  }
}
