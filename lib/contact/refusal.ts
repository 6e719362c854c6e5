// Which part of a message Supabase refused, so the visitor is told what to fix rather than to try
// again: the CHECK constraints of contact_messages are named contact_messages_<column>_check, and the
// bucket refuses a photo with 413 (too large) or 415 (not an accepted image).
import type { ContactField } from './validation'

const fieldOfColumn: Readonly<Record<string, ContactField>> = {
  name: 'name',
  email: 'email',
  phone: 'phone',
  subject: 'subject',
  message: 'message',
}

/** The form field a refusal is about; null when it is about nothing the visitor typed. */
export function refusedField(refusal: { code?: string; reason: string }): ContactField | null {
  if (refusal.code === '413' || refusal.code === '415') return 'image'
  const column = /contact_messages_(\w+?)_check/.exec(refusal.reason)?.[1]
  return (column && fieldOfColumn[column]) || null
}

/** What the visitor reads next to the field the server refused. */
export const refusalTexts: Readonly<Record<ContactField, string>> = {
  name: "Notre serveur n'a pas accepté ce nom. Vérifiez-le, puis envoyez à nouveau.",
  email: "Notre serveur n'a pas accepté cette adresse e-mail. Vérifiez-la (exemple : prenom.nom@exemple.fr), puis envoyez à nouveau.",
  phone: "Notre serveur n'a pas accepté ce numéro de téléphone. Vérifiez-le ou laissez ce champ vide, puis envoyez à nouveau.",
  subject: "Notre serveur n'a pas accepté cet objet. Raccourcissez-le ou laissez ce champ vide, puis envoyez à nouveau.",
  message: "Notre serveur n'a pas accepté ce message. Vérifiez sa longueur, puis envoyez à nouveau.",
  image: "Notre serveur n'a pas accepté cette photo. Choisissez-en une autre (JPEG ou PNG), ou envoyez le message sans photo.",
}

/** The field's name as the refused-message panel says it. */
export const fieldNames: Readonly<Record<ContactField, string>> = {
  name: 'le nom',
  email: "l'adresse e-mail",
  phone: 'le numéro de téléphone',
  subject: "l'objet",
  message: 'le message',
  image: 'la photo',
}
