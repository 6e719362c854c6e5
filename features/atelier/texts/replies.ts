// The e-mail and the WhatsApp message « À traiter » prefills for an answer.

export const replyTexts = {
  mailSubject: (brand: string, service: string) => `Votre demande à ${brand} (${service})`,
  mailBody: (name: string, brand: string, service: string) => `Bonjour ${name},

Merci pour votre message (${service}).

Bien cordialement,
${brand}`,
  whatsApp: (name: string, brand: string, service: string) => `Bonjour ${name}, ici ${brand}, au sujet de votre message (${service}). `,
} as const
