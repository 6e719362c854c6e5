// The contact form's choices: the ids the database accepts (the CHECK on contact_messages.service,
// which stays in SQL) and the names the form, the back office and the e-mails show for them. Plain
// data with no imports, so that the Edge Functions (Deno) read it as the site and the tests do
// (lib/address.ts is the same kind of module). Which `?service=` value selects which choice is the
// site's business: lib/contactServices.ts.
export const contactServices = [
  { id: 'création', name: 'Création' },
  { id: 'réparation', name: 'Réparation' },
  { id: 'expertise', name: 'Expertise' },
  { id: 'taille', name: 'Mise à taille' },
  { id: 'achat-or', name: 'Achat d’or' },
  { id: 'horlogerie', name: 'Horlogerie' },
  { id: 'enfilage-perles', name: 'Enfilage de perles' },
] as const

export type ContactServiceId = (typeof contactServices)[number]['id']

/** The name shown for a stored id; an id the list no longer has (an older row) as it is. */
export const contactServiceName = (id: string): string => contactServices.find((service) => service.id === id)?.name ?? id
