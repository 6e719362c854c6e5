// The names of the contact form's service choices (lib/contactServices.ts holds the ids the
// database accepts). Plain constants, inlined by the build where they are used.
export const creationServiceName = 'Création'
export const repairServiceName = 'Réparation'
export const expertiseServiceName = 'Expertise'
export const resizingServiceName = 'Mise à taille'
export const goldBuyingServiceName = 'Achat d’or'
export const watchmakingServiceName = 'Horlogerie'
export const pearlStringingServiceName = 'Enfilage de perles'
