// Checks that tell an invented legal or contact fact from a well-formed one, whatever its marker says.

const digits = (text: string) => text.replace(/\s/g, '')

/** A SIREN is nine digits whose Luhn sum is a multiple of ten (INSEE). */
export function isValidSiren(siren: string): boolean {
  const number = digits(siren)
  if (!/^\d{9}$/.test(number)) return false
  const sum = [...number].reverse().reduce((total, char, index) => {
    const digit = Number(char) * (index % 2 === 1 ? 2 : 1)
    return total + (digit > 9 ? digit - 9 : digit)
  }, 0)
  return sum % 10 === 0
}

/** The French VAT number of a SIREN: 'FR' + (12 + 3 × (SIREN mod 97)) mod 97 on two digits + SIREN. */
export function frenchVatNumber(siren: string): string {
  const number = digits(siren)
  const key = (12 + 3 * (Number(number) % 97)) % 97
  return `FR${String(key).padStart(2, '0')}${number}`
}

// ARCEP sets aside one block per zone for films and fiction (décision 2011-0831 and its sequels).
const fictionBlocks = ['0199 00', '0261 91', '0353 01', '0465 71', '0536 49', '0639 98']

/** True for a number in one of the blocks reserved for fiction, however it is spaced. */
export function isFictionPhone(phone: string): boolean {
  const number = digits(phone).replace(/^\+33/, '0')
  return fictionBlocks.some((block) => number.startsWith(digits(block)))
}

export const isHttpsUrl = (text: string) => {
  try {
    return new URL(text).protocol === 'https:'
  } catch {
    return false
  }
}

/** Whole days from `isoDay` (YYYY-MM-DD, a day in Paris) to `now`. */
export function daysSince(isoDay: string, now: Date): number {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now)
  return Math.round((Date.parse(today) - Date.parse(isoDay)) / 86_400_000)
}
