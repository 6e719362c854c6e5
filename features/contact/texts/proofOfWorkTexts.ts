// What the visitor reads while the device computes the proof of work the database asks for during
// a flood (a toast, replaced by the send's outcome: features/contact/sender.ts). Loaded with the
// sending code, not with the page: most visitors never read it.

const verifyingLabel = 'Vérification anti-abus en cours…'
const verifyingNotice =
  'Le site reçoit en ce moment un afflux inhabituel de messages. Pour écarter les robots, votre appareil fait un calcul avant l’envoi : quelques secondes, parfois plus sur un téléphone. Merci de patienter, votre message part ensuite.'

export const proofOfWorkToast = { title: verifyingLabel, description: verifyingNotice } as const
