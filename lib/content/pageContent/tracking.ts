// The private tracking page of a request (features/request-tracking): reached from the confirmation
// after « Envoyer » and from the atelier's e-mails, never from a menu or a search engine.
export const trackingPage = {
  path: '/suivi',
  metaTitle: 'Suivi de votre demande',
  metaDescription: 'Où en est votre demande à l’atelier Maison Bologne : sa référence et chacune de ses étapes, depuis le lien reçu.',
  title: 'Suivi de votre demande',
  /** Under the heading, in the HTML: what the page shows once it has read its link. */
  introduction:
    'Cette page privée montre où en est votre demande, depuis le lien que l’atelier vous a donné. Gardez ce lien pour vous : il suffit à ouvrir le suivi.',
} as const
