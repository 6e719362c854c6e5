// What the visitor reads when the workshop's server refused part of a message (features/contact/refusal.ts):
// next to the field to fix, and the field's name in the refused-message panel. Plain constants: the
// build inlines them where they are used (vite.config.ts, inlineConst).

// Next to the field the server refused.
export const nameRefused = 'Notre serveur n’a pas accepté ce nom. Vérifiez-le, puis envoyez à nouveau.'
export const emailRefused = 'Notre serveur n’a pas accepté cette adresse e-mail. Vérifiez-la (exemple : prenom.nom@exemple.fr), puis envoyez à nouveau.'
export const phoneRefused = 'Notre serveur n’a pas accepté ce numéro de téléphone. Vérifiez-le ou laissez ce champ vide, puis envoyez à nouveau.'
export const subjectRefused = 'Notre serveur n’a pas accepté cet objet. Raccourcissez-le ou laissez ce champ vide, puis envoyez à nouveau.'
export const messageRefused = 'Notre serveur n’a pas accepté ce message. Vérifiez sa longueur, puis envoyez à nouveau.'
export const imageRefused = 'Notre serveur n’a pas accepté cette photo. Choisissez-en une autre (JPEG ou PNG), ou envoyez le message sans photo.'

// Each field's name as the refused-message panel says it ('À corriger : le nom.').
export const nameFieldName = 'le nom'
export const emailFieldName = 'l’adresse e-mail'
export const phoneFieldName = 'le numéro de téléphone'
export const subjectFieldName = 'l’objet'
export const messageFieldName = 'le message'
export const imageFieldName = 'la photo'
