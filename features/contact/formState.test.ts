import { describe, expect, it } from 'vitest'
import { formValues } from './contactFixtures'
import { initialValues, refusalStillStands, valuesOnArrival, type Refusal } from './formState'

describe('the contact form’s state', () => {
  it('starts empty, on the given service, asking to be called back at normal urgency', () => {
    expect(initialValues('expertise')).toEqual({
      name: '',
      email: '',
      phone: '',
      preferredContact: 'phone',
      subject: '',
      urgency: 'normal',
      message: '',
      service: 'expertise',
    })
  })

  it('takes the link’s service on arrival', () => {
    expect(valuesOnArrival({}, '?service=expertise', initialValues('réparation'))).toEqual({ service: 'expertise' })
    expect(valuesOnArrival({}, '?service=horlogerie&x=1', initialValues('création'))).toEqual({ service: 'horlogerie' })
  })

  it('keeps what the visitor typed before hydration, and their own service over the link’s', () => {
    const typed = { name: 'Claire', service: 'taille' } as const
    expect(valuesOnArrival(typed, '?service=horlogerie', initialValues('création'))).toEqual({ name: 'Claire', service: 'taille' })
  })

  it('changes nothing when nothing was typed and the link names no other service', () => {
    expect(valuesOnArrival({}, '', initialValues('création'))).toBeNull()
    expect(valuesOnArrival({}, '?service=inconnu', initialValues('création'))).toBeNull()
    expect(valuesOnArrival({ name: '' }, '?service=création', initialValues('création'))).toBeNull()
  })

  it('shows a refusal beside its field until the visitor changes the value refused', () => {
    const refused = formValues({ name: 'Claire' })
    const refusal: Refusal = { field: 'name', text: 'Ce nom est refusé.', value: 'Claire' }
    expect(refusalStillStands(refusal, refused)).toEqual({ name: 'Ce nom est refusé.' })
    expect(refusalStillStands(refusal, { ...refused, message: 'Autre chose' })).toEqual({ name: 'Ce nom est refusé.' })
    expect(refusalStillStands(refusal, { ...refused, name: 'Claire Martin' })).toEqual({})
    expect(refusalStillStands(null, refused)).toEqual({})
  })

  it('leaves a refused photo to its own check, the photo having been taken off', () => {
    const refusal: Refusal = { field: 'image', text: 'Cette photo est refusée.', value: null }
    expect(refusalStillStands(refusal, formValues())).toEqual({})
  })
})
