import { describe, expect, it } from 'vitest'
import { urgencyLabels } from '../../supabase/functions/_shared/request/workshopEmail'
import { builtPage } from './builtSite'
import { findAll, textOf } from './parseHtml'

// The workshop's e-mail names the urgency as the visitor chose it: its labels are those the
// contact page's select shows (the Edge Function cannot import the form's code).
const urgencyOptions = findAll(builtPage('/contact').document, (el) => el.tag === 'select' && el.attrs.name === 'urgency').flatMap((select) =>
  findAll(select, (el) => el.tag === 'option').map((option) => [option.attrs.value ?? '', textOf(option).trim()] as const),
)

describe('the workshop e-mail', () => {
  it('names each urgency as the contact form shows it', () => {
    expect(urgencyOptions.length).toBeGreaterThan(1)
    expect(Object.fromEntries(urgencyOptions)).toEqual(urgencyLabels)
  })
})
