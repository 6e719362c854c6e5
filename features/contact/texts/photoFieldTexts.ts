// What the contact form's photo control says, on screen and to screen readers. The browser's own
// file input would say "Choose File" / "No file chosen" in an English browser: it stays in the page
// for the form, out of sight (features/contact/PhotoField.tsx).
export const photoFieldText = {
  title: 'Photo de votre bijou ou de votre montre',
  optional: '(facultatif)',
  hint: 'Une seule image, JPEG, PNG, WebP, GIF, HEIC ou AVIF, 30 Mo au plus.',
  add: 'Ajouter une photo',
  /** Shown only where a mouse can drag a file (a fine pointer). */
  drop: 'ou déposez-la ici',
  remove: 'Retirer',
  /** Completes the button's name for screen readers: met alone (Tab), "Retirer" would not say what. */
  removeContext: ' la photo',
  chosen: 'Photo choisie : ',
  removed: 'Photo retirée.',
  preparing: 'Préparation de la photo…',
  previewAlt: 'Aperçu de la photo choisie',
  uploading: 'Envoi en cours…',
  uploaded: 'Image téléchargée',
} as const
