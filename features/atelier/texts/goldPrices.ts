// « Prix de l'or », in the owner's words.
import type { PriceItem } from '../goldPrices'

export const goldTexts = {
  tab: 'Prix de l’or',
  heading: 'Prix de rachat',
  help: 'Modifiez les chiffres puis enregistrez : toute la liste est publiée d’un coup sur le site.',
  savedAt: (when: string) => `Liste enregistrée le ${when}.`,
  loading: 'Chargement des prix…',
  failed: 'Les prix n’ont pas pu être chargés. Vérifiez la connexion.',
  empty: 'Aucune liste de prix enregistrée pour le moment.',
  perGram: '€ le gramme',
  perPiece: '€ la pièce',
  invalid: 'Écrivez un prix en euros, par exemple 68,50.',
  fixFirst: 'Corrigez les prix signalés : rien n’a été enregistré.',
  save: 'Enregistrer la liste',
  saving: 'Enregistrement…',
  saved: 'Liste des prix enregistrée et publiée.',
  confirmTitle: 'Confirmer ces changements ?',
  confirmBody: 'Certains prix changent beaucoup ou disparaissent de la liste. Vérifiez avant de publier.',
  moved: (label: string, previous: string, euros: string) => `${label} : ${previous} € → ${euros} €`,
  dropped: (label: string, previous: string) => `${label} : retiré de la liste (était ${previous} €)`,
  confirm: 'Oui, publier ces prix',
  keep: 'Non, revenir',
  changedMeanwhile:
    'Quelqu’un a enregistré la liste entre-temps. Rien n’a été enregistré, vos chiffres sont gardés ci-dessous. Vous pouvez les enregistrer à la place, ou reprendre la liste enregistrée.',
  saveMine: 'Enregistrer mes chiffres à la place',
  reload: 'Reprendre la liste enregistrée',
  refused: 'Le serveur a refusé la liste : rien n’a été enregistré.',
} as const

/** « Or 750 ‰ », « Argent 925 ‰ », or the piece's name. */
export const priceLabel = (item: Pick<PriceItem, 'metal' | 'fineness' | 'piece'>) =>
  item.piece ?? `${item.metal === 'or' ? 'Or' : 'Argent'} ${item.fineness}\u00a0‰`
