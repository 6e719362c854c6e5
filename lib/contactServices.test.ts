import { describe, expect, it } from 'vitest'
import { serviceDescriptions } from './content/pageContent/contact'
import { contactServices } from './content/contactChoices'
import { serviceFromParam } from './contactServices'

// The table of the specification, value by value.
const table: [string, string][] = [
  ...['creation', 'creation-sur-mesure', 'conseil-personnalise', 'transformation-bijoux', 'gravure', 'gravure-personnalisee'].map((v): [string, string] => [
    v,
    'création',
  ]),
  ...['réparation', 'reparation', 'reparation-bijoux', 'entretien-polissage', 'sertissage-pierres'].map((v): [string, string] => [v, 'réparation']),
  ['expertise', 'expertise'],
  ['expertise-gemmologique', 'expertise'],
  ['taille', 'taille'],
  ['remise-a-taille', 'taille'],
  ['achat-or', 'achat-or'],
  ...['horlogerie', 'reparation-montres', 'restauration-ancienne', 'entretien-pendules', 'remplacement-piles'].map((v): [string, string] => [v, 'horlogerie']),
  ['enfilage-perles', 'enfilage-perles'],
  ['enfilage-de-perles', 'enfilage-perles'],
]

describe('the contact page service picker', () => {
  it('offers the seven services in order', () => {
    expect(contactServices.map((s) => s.id)).toEqual(['création', 'réparation', 'expertise', 'taille', 'achat-or', 'horlogerie', 'enfilage-perles'])
    for (const s of contactServices) expect(s.name && serviceDescriptions[s.id]).toBeTruthy()
  })

  it.each(table)('?service=%s selects %s', (param, expected) => {
    expect(serviceFromParam(param)).toBe(expected)
  })

  it('selects création for anything else or nothing', () => {
    for (const value of [null, undefined, '', 'inconnu', 'achat', 'horlogerie-ancienne']) expect(serviceFromParam(value)).toBe('création')
  })

  it('reads the accented value whatever its Unicode form', () => {
    expect(serviceFromParam('re\u0301paration')).toBe('réparation')
  })
})
