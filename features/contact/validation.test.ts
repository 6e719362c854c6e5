import { describe, expect, it } from 'vitest'
import { contactLimits, hasErrors, validateContactForm, validateImage } from './validation'

const valid = { name: 'Claire Dubois', email: 'claire@exemple.fr', phone: '', subject: '', message: 'Bonjour, ma bague est à réparer.' }

describe('contact form checks', () => {
  it('accepts a complete message with the optional fields empty', () => {
    expect(validateContactForm(valid)).toEqual({})
    expect(hasErrors(validateContactForm(valid))).toBe(false)
  })

  it('requires a name, an e-mail and a message, ignoring blank space', () => {
    const errors = validateContactForm({ ...valid, name: '   ', email: '', message: '\n ' })
    expect(errors.name).toBe('Veuillez indiquer votre nom.')
    expect(errors.email).toBe('Veuillez indiquer votre adresse e-mail.')
    expect(errors.message).toBe('Veuillez écrire votre message.')
  })

  it('refuses what the database refuses: lengths and the e-mail shape', () => {
    expect(validateContactForm({ ...valid, name: 'a'.repeat(contactLimits.name + 1) }).name).toMatch(/100 caractères/)
    expect(validateContactForm({ ...valid, name: 'a'.repeat(contactLimits.name) }).name).toBeUndefined()
    expect(validateContactForm({ ...valid, email: 'claire@exemple' }).email).toMatch(/ne semble pas valide/)
    expect(validateContactForm({ ...valid, email: 'claire dubois@exemple.fr' }).email).toMatch(/ne semble pas valide/)
    expect(validateContactForm({ ...valid, phone: '06 12 34 56 78' }).phone).toBeUndefined()
    expect(validateContactForm({ ...valid, phone: '+33 (0)6.12-34' }).phone).toBeUndefined()
    expect(validateContactForm({ ...valid, phone: 'appelez-moi' }).phone).toMatch(/chiffres/)
    expect(validateContactForm({ ...valid, phone: '0'.repeat(31) }).phone).toMatch(/30 caractères/)
    expect(validateContactForm({ ...valid, subject: 's'.repeat(151) }).subject).toMatch(/150 caractères/)
    expect(validateContactForm({ ...valid, message: 'm'.repeat(5001) }).message).toMatch(/5000 caractères \(actuellement 5001\)/)
  })

  it('says in French that a name or subject must hold on one line, and that a message of emoji is too heavy', () => {
    expect(validateContactForm({ ...valid, name: 'Claire\r\nBcc: x' }).name).toBe('Votre nom doit tenir sur une seule ligne.')
    expect(validateContactForm({ ...valid, subject: 'Bague\nà réparer' }).subject).toBe('L’objet doit tenir sur une seule ligne.')
    const heavy = validateContactForm({ ...valid, message: '💎'.repeat(2501) }).message
    expect(heavy).toMatch(/^Votre message est trop long pour être envoyé\u00a0: les emoji/)
    expect(heavy).toMatch(/votre texte reste ici\.$/)
    expect(validateContactForm({ ...valid, message: '💎'.repeat(2500) }).message).toBeUndefined()
  })

  it('accepts images up to 30 MB as chosen (they are prepared before leaving) and refuses other files', () => {
    expect(validateImage({ type: 'image/jpeg', size: 2_000_000 })).toBeUndefined()
    expect(validateImage({ type: 'image/heic', size: 30 * 1024 * 1024 })).toBeUndefined()
    expect(validateImage({ type: 'image/png', size: 30 * 1024 * 1024 + 1 })).toMatch(/30\u00a0Mo/)
    expect(validateImage({ type: 'application/pdf', size: 1000 })).toMatch(/n’est pas une image/)
    expect(validateImage({ type: 'image/svg+xml', size: 1000 })).toMatch(/n’est pas une image/)
  })
})
