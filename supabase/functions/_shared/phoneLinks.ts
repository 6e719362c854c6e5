// A phone number as the links that call it or open WhatsApp on it: the workshop's e-mail (Deno)
// and the back office's reply links (features/atelier/replyLinks.ts) alike.

/**
 * The number in international form without '+', as wa.me wants it: a French number written
 * 06 12 34 56 78 becomes 33612345678; +33 6..., 0033 6... and foreign numbers in +form keep their
 * country code. Null when there are not enough digits for a number.
 */
export function internationalDigits(phone: string): string | null {
  const trimmed = phone.trim()
  const digits = trimmed.replace(/\D/g, '')
  let international: string
  if (trimmed.startsWith('+')) international = digits
  else if (digits.startsWith('00')) international = digits.slice(2)
  else if (/^0\d{9}$/.test(digits)) international = `33${digits.slice(1)}`
  else international = digits
  // A French number written +33 (0)6...: the trunk zero does not belong after the country code.
  if (/^330\d{9}$/.test(international)) international = `33${international.slice(3)}`
  return international.length >= 8 && international.length <= 15 ? international : null
}

export const whatsappLink = (phone: string): string | null => {
  const digits = internationalDigits(phone)
  return digits ? `https://wa.me/${digits}` : null
}

export const telLink = (phone: string): string | null => {
  const digits = internationalDigits(phone)
  return digits ? `tel:+${digits}` : null
}
