// Where the workshop is and how to come: plain data with no imports, so that the Edge Functions
// (Deno) read it as the site does (lib/site.ts).

export const address = {
  street: '12 rue Jean Bologne',
  postalCode: '75016',
  city: 'Paris',
  district: 'Paris 16ᵉ',
  country: 'FR',
  full: '12 rue Jean Bologne, 75016 Paris',
} as const

export const metro = [
  { line: '6', station: 'Passy' },
  { line: '9', station: 'La Muette' },
] as const
