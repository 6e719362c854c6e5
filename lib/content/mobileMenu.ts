// The phone drawer (features/site-frame/MobileMenu.tsx, loaded when first opened): its own texts.
export const mobileMenuTexts = {
  title: 'Menu',
  close: 'Fermer le menu',
  navigation: 'Navigation mobile',
  contact: 'Nous contacter',
  services: 'Services',
  allServices: 'Voir tous nos services',
  about: 'À propos',
  legal: 'Informations légales',
} as const
