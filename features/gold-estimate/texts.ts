// Indicative price the owner updates: euros per gram of fine (24-carat) gold, with its date.
export const goldPrice = {
  eurosPerGramFine: 98.5,
  date: '2026-11-20',
} as const

// Plain constants, which the build inlines where they are used (vite.config.ts, inlineConst).
/** The simulator's form, as screen readers name it. */
export const goldSimulatorLabel = 'Simulateur d’estimation'
/** After each purity's number of carats. */
export const caratsUnit = 'carats'

export const goldSimulatorText = {
  weightLabel: 'Poids de l’or (en grammes)',
  purityLabel: 'Titre (en carats)',
  resultLabel: 'Estimation indicative',
  priceNote: (price: string, date: string) => `Calculée sur un cours indicatif de l’or fin de ${price} le gramme au ${date}.`,
  notice:
    'Cette estimation est purement indicative et ne constitue pas une offre d’achat. Le prix définitif vous est proposé à la boutique, après pesée et contrôle du titre en votre présence.',
  weightError: 'Indiquez un poids compris entre 0,1 et 5 000 grammes.',
  cta: { label: 'Prendre rendez-vous pour une estimation', href: '/contact?service=achat-or' },
} as const
