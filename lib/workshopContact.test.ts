import { expect, it } from 'vitest'
import { contactToSend, e164, frenchPhone, whatsappHref, workshopContactProblems } from './workshopContact'

it('writes a French number in pairs however it was typed, and refuses what is not one', () => {
  for (const typed of ['01 23 45 67 89', '0123456789', '01.23.45.67.89', ' 01-23-45-67-89 ', '+33 1 23 45 67 89', '+33 (0)1 23 45 67 89', '0033 1 23 45 67 89'])
    expect(frenchPhone(typed), typed).toBe('01 23 45 67 89')
  for (const typed of ['', '123456789', '00 23 45 67 89', '01 23 45 67 8', '01 23 45 67 890', '+44 20 7946 0958', '01 23 45 67 8a', 'Appelez-nous'])
    expect(frenchPhone(typed), typed).toBeNull()
})

it('sends each field as the table keeps it, and names the fields at fault in the form’s order', () => {
  expect(contactToSend({ phone: '0612345678', email: ' atelier@exemple.fr ', whatsapp: '  ' })).toEqual({
    phone: '06 12 34 56 78',
    email: 'atelier@exemple.fr',
    whatsapp: null,
  })
  expect(workshopContactProblems({ phone: '0612345678', email: 'atelier@exemple.fr', whatsapp: '' })).toEqual([])
  expect(workshopContactProblems({ phone: '12', email: 'atelier', whatsapp: '06 12' })).toEqual(['phone', 'email', 'whatsapp'])
})

it('gives the number in its international form for the tel: and WhatsApp links', () => {
  expect(e164('01 99 00 12 64')).toBe('+33199001264')
  expect(whatsappHref('06 12 34 56 78')).toBe('https://wa.me/33612345678')
})
