import type { ContactServiceId } from '../contactChoices'
import type { ContentPage } from '../types'
import { street } from '../facts.ts'
import { hoursWithClosures } from '../../hoursAsBuilt.ts'

export const contactPage: ContentPage = {
  path: '/contact',
  metaTitle: 'Contact et rendez-vous',
  metaDescription: `Écrivez-nous, appelez-nous ou passez à l’atelier, ${street}, Paris 16ᵉ : devis gratuit pour vos créations, réparations et expertises.`,
  hero: {
    eyebrow: 'Contact',
    title: 'Contactez l’atelier',
    intro:
      'Un projet de bijou, une réparation, une montre à réviser ? Décrivez-nous votre demande, joignez une photo si vous le souhaitez : nous vous répondons sous 24 heures ouvrées.',
    actions: [],
  },
  sections: [],
}

/** The workshop card's hours line. */
export const workshopHours = hoursWithClosures

/** What each choice of the contact form's service picker covers (sent as page data, not script). */
export const serviceDescriptions: Readonly<Record<ContactServiceId, string>> = {
  'création': 'Bijou sur mesure, transformation, gravure ou conseil.',
  'réparation': 'Soudure, fermoir, sertissage, entretien et polissage.',
  'expertise': 'Identification et estimation de pierres et de bijoux.',
  'taille': 'Agrandir ou rétrécir une bague.',
  'achat-or': 'Estimation et rachat de vos bijoux et pièces en or.',
  'horlogerie': 'Montres, pendules, piles et restauration ancienne.',
  'enfilage-perles': 'Renfilage de colliers et bracelets sur soie.',
}
