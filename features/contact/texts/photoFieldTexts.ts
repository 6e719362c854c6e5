// What the contact form's photo control says, on screen and to screen readers. The browser's own
// file input would say "Choose File" / "No file chosen" in an English browser: it stays in the page
// for the form, out of sight (features/contact/PhotoField.tsx). Plain constants, as in formTexts.ts:
// the build inlines them where they are used (vite.config.ts, inlineConst), with no object to carry.
export const photoTitle = 'Photo de votre bijou ou de votre montre'
export const photoOptional = '(facultatif)'
export const photoHint = 'Une seule image, JPEG, PNG, WebP, GIF, HEIC ou AVIF, 30 Mo au plus.'
export const addPhotoLabel = 'Ajouter une photo'
/** Shown only where a mouse can drag a file (a fine pointer). */
export const dropPhotoHint = 'ou déposez-la ici'
export const removePhotoLabel = 'Retirer'
/** Completes the button's name for screen readers: met alone (Tab), "Retirer" would not say what. */
export const removePhotoContext = ' la photo'
export const photoChosen = 'Photo choisie : '
export const photoRemoved = 'Photo retirée.'
export const photoPreparing = 'Préparation de la photo…'
export const photoPreviewAlt = 'Aperçu de la photo choisie'
export const photoUploading = 'Envoi en cours…'
export const photoUploaded = 'Image téléchargée'
