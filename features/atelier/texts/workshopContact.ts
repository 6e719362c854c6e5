// « Fiche de l'atelier »: the phone, e-mail and WhatsApp, in the owner's words.

export const workshopContactTexts = {
  heading: 'Téléphone, e-mail et WhatsApp',
  help: 'Ce que le site affiche en haut et en bas de chaque page, sur la page Contact et dans les mentions légales. Les pages les affichent à la prochaine mise en ligne, demandée dès l’enregistrement.',
  loading: 'Chargement du téléphone et de l’e-mail…',
  failed: 'Le téléphone et l’e-mail n’ont pas pu être chargés. Vérifiez la connexion.',
  phone: 'Téléphone',
  phoneHint: 'Un numéro français à dix chiffres, par exemple 01 45 20 64 12.',
  email: 'Adresse e-mail',
  emailHint: 'Les nouvelles demandes et les réponses des clients arrivent à cette adresse, dès l’enregistrement.',
  whatsapp: 'WhatsApp (facultatif)',
  whatsappHint: 'Laissez vide si l’atelier ne répond pas sur WhatsApp.',
  problems: {
    phone: 'Indiquez un numéro français à dix chiffres, par exemple 01 45 20 64 12.',
    email: 'Indiquez une adresse e-mail complète, par exemple atelier@exemple.fr.',
    whatsapp: 'Indiquez un numéro français à dix chiffres, ou laissez vide.',
  } as Record<string, string>,
  save: 'Enregistrer le téléphone et l’e-mail',
  saving: 'Enregistrement…',
  saved: 'Téléphone et e-mail enregistrés. Le site les affichera à la prochaine mise en ligne.',
  refused: 'L’enregistrement a été refusé : vérifiez les champs.',
  confirmTitle: 'Changer le téléphone et l’e-mail du site ?',
  confirmBody: (phone: string, email: string, whatsapp: string | null) =>
    `Toutes les pages du site afficheront le ${phone} et ${email}${whatsapp ? `, et WhatsApp au ${whatsapp}` : ', sans WhatsApp'}.`,
  confirm: 'Oui, enregistrer',
  cancel: 'Annuler',
  reviewsNote: 'La note Google et les liens vers vos avis se changent dans l’onglet « Avis ».',
  reviewsLink: 'Aller à l’onglet « Avis »',
}
