// The back office's French (/atelier): plain words for the owner, no jargon.

export const loadingText = 'Ouverture de l’espace atelier…'
export const offlineText = 'Pas de connexion : l’espace atelier a besoin d’internet. Il s’ouvrira dès que le téléphone sera de nouveau en ligne.'
export const loadFailedText = 'L’espace atelier n’a pas pu s’ouvrir. Vérifiez la connexion, puis rechargez la page.'
export const retryText = 'Réessayer'

export const signIn = {
  heading: 'Connexion',
  emailLabel: 'Votre adresse e-mail',
  emailHelp: 'Celle à laquelle l’atelier vous a invité. Un code à six chiffres vous y sera envoyé.',
  emailMissing: 'Saisissez votre adresse e-mail.',
  emailInvalid: 'Cette adresse e-mail n’est pas complète (exemple : prenom@exemple.fr).',
  sendCode: 'Recevoir un code',
  sending: 'Envoi…',
  codeSent: (email: string) =>
    `Si l’adresse ${email} fait partie de l’équipe, un code à six chiffres vient d’y être envoyé. Il vaut une heure et ne sert qu’une fois.`,
  codeLabel: 'Code reçu par e-mail',
  codeHelp: 'Les six chiffres de l’e-mail « Votre code de connexion à l’atelier ».',
  codeInvalid: 'Le code compte six chiffres.',
  verify: 'Se connecter',
  verifying: 'Vérification…',
  resend: 'Recevoir un nouveau code',
  resent: 'Un nouveau code est parti : seul le dernier reçu fonctionne.',
  otherAddress: 'Changer d’adresse',
  wrongCode: 'Ce code ne fonctionne pas. Vérifiez les six chiffres du dernier e-mail reçu : un code ne sert qu’une fois, et seul le dernier envoyé vaut.',
  expiredCode: 'Ce code a expiré : un code ne vaut qu’une heure. Demandez un nouveau code avec le bouton ci-dessous.',
  spentCode: 'Ce code a déjà servi à vous connecter : un code ne sert qu’une fois. Prenez celui du dernier e-mail reçu, ou demandez un nouveau code.',
  tooManyWrong: 'Trop d’essais : par sécurité, ce code n’est plus accepté ici. Demandez un nouveau code.',
  tooManyRequests: 'Trop d’essais depuis cet appareil. Attendez quelques minutes, puis réessayez.',
  resendWait: (seconds: number) =>
    `Un code vient déjà de partir à cette adresse. Vous pourrez en demander un nouveau dans ${seconds} seconde${seconds > 1 ? 's' : ''}.`,
  offline: 'Le serveur ne répond pas. Vérifiez la connexion, puis réessayez.',
  failed: 'La connexion a échoué. Réessayez dans un instant.',
} as const

export const session = {
  signedInAs: (email: string) => `Connecté avec ${email}`,
  signOut: 'Se déconnecter',
  signOutHelp: 'Sur ce téléphone ou cet ordinateur seulement.',
  signOutEverywhere: 'Se déconnecter partout',
  signOutEverywhereHelp: 'Sur tous vos appareils, par exemple après la perte d’un téléphone.',
  signOutFailed: 'La déconnexion n’a pas abouti. Réessayez.',
  notMemberHeading: 'Accès réservé à l’équipe',
  notMember: (email: string) =>
    `L’adresse ${email} ne fait pas (ou plus) partie de l’équipe de l’atelier : cet espace ne vous montre rien. Si c’est une erreur, demandez au responsable de l’atelier de vous inviter à nouveau.`,
  checking: 'Vérification de votre accès…',
} as const

export const tabs = { toDo: 'À traiter', journal: 'Journal' } as const
