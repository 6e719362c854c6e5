// @ts-check
// French typography (Lexique des règles typographiques en usage à l'Imprimerie nationale), applied
// by typograf with its French locale: the typographic apostrophe, « » with their no-break spaces,
// the ellipsis, a no-break space between a number and its unit. typograf's French locale lacks the
// rest (its punctuation rules are English ones: they delete the space before ? ! : ; and %), so
// those are switched off and the French rules it lacks are added through its own rule API below.
import Typograf from 'typograf'

const nbsp = '\u00a0'
/** The narrow no-break space (espace fine insécable). */
const narrow = '\u202f'
/** Where a template literal's ${…} stood (scripts/typography/fix.mjs): a word typograf leaves as is. */
export const placeholder = '\uE000'

/**
 * A no-break space before : (a word space) and before ; ! ? (a narrow one), replacing any space
 * there, or added after a word written against the mark. Only where the mark ends a phrase (a space,
 * the end or closing punctuation follows), so that 10:00, https:// or ?a=1 are left alone.
 */
function spaceBeforeHighPunctuation(/** @type {string} */ text) {
  return text.replace(
    /([^\s]?)(\s*)([:;!?])(?=$|[\s)\]»”’"'.,…!?])/gu,
    (/** @type {string} */ whole, /** @type {string} */ before, /** @type {string} */ spaces, /** @type {string} */ mark) => {
      if (before === '' && spaces === '') return whole
      // "?!", "!!", "( ?": the second mark, or a mark after an opening bracket, takes no space.
      if (/[([{«:;!?]/.test(before)) return whole
      if (spaces === '' && !/[\p{L}\p{N}»)\]’”…]/u.test(before)) return whole
      return `${before}${mark === ':' ? nbsp : narrow}${mark}`
    },
  )
}

/** 30 % (a narrow no-break space), however it was written: 30%, 30 %. */
const spaceBeforePercent = (/** @type {string} */ text) => text.replace(/(\d)[ \u00a0\u202f]?%/g, `$1${narrow}%`)

/** 1 200 € and 128 000 €: the thousands apart by a narrow no-break space. Numbers written without
 *  a space (postcodes, years) are left as they are. */
const thousands = (/** @type {string} */ text) => text.replace(/(\d)[ \u00a0](\d{3})(?!\d)/g, `$1${narrow}$2`)

/** 128 000 €: no break between an amount and its currency. */
const currency = (/** @type {string} */ text) => text.replace(/(\d) €/g, `$1${nbsp}€`)

/** 18 h 45: no break between the hours and the minutes either. */
const hourMinutes = (/** @type {string} */ text) => text.replace(/(\d)[ \u00a0]h[ \u00a0](\d{2})(?!\d)/g, `$1${nbsp}h${nbsp}$2`)

/**
 * Ordinals as French typesetting writes them, with superscript letters: 1ᵉʳ, 1ʳᵉ, 16ᵉ. The Unicode
 * modifier letters rather than <sup>: the same text serves the page, the document's title, the
 * e-mails and the manifest, where there is no markup.
 */
const ordinals = (/** @type {string} */ text) =>
  text.replace(
    /\b(\d+)(er|re|e)\b/g,
    (_, /** @type {string} */ number, /** @type {'er' | 're' | 'e'} */ suffix) => number + { er: '\u1d49\u02b3', re: '\u02b3\u1d49', e: '\u1d49' }[suffix],
  )

/** @type {[string, (text: string) => string][]} */
const frenchRules = [
  ['fr/nbsp/highPunctuation', spaceBeforeHighPunctuation],
  ['fr/nbsp/percent', spaceBeforePercent],
  ['fr/nbsp/thousands', thousands],
  ['fr/nbsp/currency', currency],
  ['fr/nbsp/hourMinutes', hourMinutes],
  ['fr/number/ordinals', ordinals],
]
for (const [name, handler] of frenchRules) if (!Typograf.getRule(name)) Typograf.addRule({ name, handler })

const typograf = new Typograf({
  locale: ['fr'],
  enableRule: ['common/nbsp/afterNumber'],
  disableRule: [
    // English punctuation, wrong in French (the rules above put the French spaces instead).
    'common/space/delBeforePunctuation',
    'common/space/delBeforePercent',
    'common/space/afterColon',
    'common/space/afterSemicolon',
    'common/space/afterExclamationMark',
    'common/space/afterQuestionMark',
    'common/space/afterComma',
    // A text may be one piece of a sentence (a template literal's part, a label followed by a
    // value): its spaces at either end are kept.
    'common/space/trimLeft',
    'common/space/trimRight',
    'common/space/delLeadingBlanks',
    'common/space/delTrailingBlanks',
    'common/space/insertFinalNewline',
    // Not rules of French typesetting: no-break spaces after every short word, groups of digits
    // in postcodes (75016).
    'common/nbsp/afterShortWord',
    'common/nbsp/afterShortWordByList',
    'common/nbsp/beforeShortLastWord',
    'common/nbsp/beforeShortLastNumber',
    'common/number/digitGrouping',
    // « contacté(e) » is inclusive writing, not a word before a bracket; « les signes + ( ) . - »
    // lists characters; « les 4C » are a diamond's, not degrees Celsius.
    'common/space/beforeBracket',
    'common/space/bracket',
    'common/space/squareBracket',
    'common/space/delBeforeDot',
    'common/symbols/cf',
  ],
})

/** The text with the French rules applied; applying it again changes nothing. */
export const frenchTypography = (/** @type {string} */ text) => typograf.execute(text)
