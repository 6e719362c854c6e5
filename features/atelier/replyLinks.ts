// Answering a request from the phone: an e-mail or a WhatsApp message, prefilled in French. The
// number's international form is the workshop e-mail's (supabase/functions/_shared/request/workshopEmail.ts).
import { site } from '../../lib/site'
import { whatsappLink } from '../../supabase/functions/_shared/phoneLinks'
import { replyTexts } from './texts/replies'

interface Addressee {
  name: string
  /** None for a piece left at the counter by a customer who gave a phone number alone. */
  email: string | null
  phone: string | null
  serviceName: string
}

export function mailtoLink({ name, email, serviceName }: Addressee & { email: string }): string {
  const subject = replyTexts.mailSubject(site.brand, serviceName)
  const body = replyTexts.mailBody(name, site.brand, serviceName)
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}

export function whatsAppLink({ name, phone, serviceName }: Addressee): string | null {
  const link = phone ? whatsappLink(phone) : null
  return link ? `${link}?text=${encodeURIComponent(replyTexts.whatsApp(name, site.brand, serviceName))}` : null
}
