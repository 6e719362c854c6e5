// What the contact form says next to a field before sending (features/contact/validation.ts, loaded when
// the visitor first sends) and when a chosen photo cannot be prepared on the device
// (features/contact/preparePhoto.ts, loaded when a photo is chosen). Plain constants and small
// functions: the build inlines the constants where they are used (vite.config.ts, inlineConst).
// The limits themselves are validation.ts's (the database's CHECK constraints).

export const nameMissing = 'Veuillez indiquer votre nom.'
export const nameTooLong = (max: number) => `Votre nom ne peut pas dépasser ${max} caractères.`
export const nameOnOneLine = 'Votre nom doit tenir sur une seule ligne.'

export const emailMissing = 'Veuillez indiquer votre adresse e-mail.'
export const emailInvalid = 'Cette adresse e-mail ne semble pas valide (exemple : prenom.nom@exemple.fr).'

export const phoneTooLong = (max: number) => `Le numéro de téléphone ne peut pas dépasser ${max} caractères.`
export const phoneInvalidCharacters = 'Le numéro de téléphone ne peut contenir que des chiffres, des espaces et les signes + ( ) . -'
export const phoneWithoutDigits = 'Indiquez les chiffres de votre numéro de téléphone, ou laissez ce champ vide.'

export const subjectTooLong = (max: number) => `L’objet ne peut pas dépasser ${max} caractères.`
export const subjectOnOneLine = 'L’objet doit tenir sur une seule ligne.'

export const messageMissing = 'Veuillez écrire votre message.'
export const messageTooLong = (max: number, current: number) => `Votre message ne peut pas dépasser ${max} caractères (actuellement ${current}).`
/** Under the character limit, over the size in bytes: emoji and some signs weigh several bytes. */
export const messageTooHeavy =
  'Votre message est trop long pour être envoyé : les emoji et certains signes comptent chacun pour plusieurs caractères. Raccourcissez-le un peu, votre texte reste ici.'

// The photo as chosen.
export const imageTypeRefused = 'Ce fichier n’est pas une image acceptée (JPEG, PNG, WebP, GIF, HEIC ou AVIF).'
export const imageTooLarge = 'Cette image dépasse 30 Mo. Choisissez une photo plus légère.'

// The photo as prepared on the device.
export const gifTooLarge = 'Cette image GIF dépasse 3 Mo. Choisissez une image plus légère ou une photo.'
export const heicUnreadable =
  'Ce navigateur ne sait pas lire les photos HEIC. Envoyez-la en JPEG : sur iPhone, Réglages > Appareil photo > Formats > « Le plus compatible ».'
export const imageUnreadable = 'Cette image n’a pas pu être lue. Essayez une autre photo (JPEG ou PNG).'
export const imageNotPrepared = 'Cette image n’a pas pu être préparée sur cet appareil. Essayez une autre photo.'
export const preparedImageTooLarge = 'Cette image reste trop lourde une fois préparée. Choisissez une autre photo.'
