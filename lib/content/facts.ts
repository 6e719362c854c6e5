// Business facts as a visitor reads them, formatted from lib/site.ts: prose never retypes a fact,
// so changing the rating there changes every page (the hours' words: lib/hoursAsBuilt.ts).
// Each value is computed in a call marked pure: a bundle that imports the content modules for one
// field (the catalogue's entries reach every page) drops the facts it does not use.
import { clockTime, site } from '../site.ts'
import { displayedFigures } from '../owner.ts'
import { buildYear } from '../buildTime.ts'

export { clockTime }

const { rating, satisfaction } = displayedFigures

/** The three ways the pages give a review figure: the database's when the build reads one
 *  (features/reviews/withReviewProfile.ts), else the owner's facts' below. */
export function ratingWords({ value, count, source }: { value: number; count: number; source: string }) {
  const average = value.toLocaleString('fr-FR')
  return {
    /** '4,9/5' */
    score: `${average}/5`,
    /** 'Note 4,9 sur 5 (120 avis Google)' */
    sentence: `Note ${average} sur 5 (${count} avis ${source})`,
    /** 'de note moyenne sur 120 avis Google' */
    label: `de note moyenne sur ${count} avis ${source}`,
  }
}

/** '4,9/5' */
export const ratingScore = /* @__PURE__ */ (() => ratingWords(rating).score)()
/** 'Note 4,9 sur 5 (120 avis Google)' */
export const ratingSentence = /* @__PURE__ */ (() => ratingWords(rating).sentence)()
/** 'de note moyenne sur 120 avis Google' */
export const ratingLabel = /* @__PURE__ */ (() => ratingWords(rating).label)()

/** 'Plus de 60 ans' in 2026: the years since the founding, down to the decade, as the copy rounds them. */
export const experienceIn = (year: number) => `Plus de ${Math.floor((year - site.foundedYear) / 10) * 10}\u00a0ans`
/** The years of experience in the year of the build (lib/buildTime.ts): pages are prerendered, so
 *  that is what they show, every page of a build the same, whatever the clock when each is rendered. */
export const experience = /* @__PURE__ */ (() => experienceIn(buildYear()))()

/** '98 %' */
export const satisfactionRate = /* @__PURE__ */ (() => `${satisfaction}\u202f%`)()

/** '1964' */
export const foundedYear = /* @__PURE__ */ (() => String(site.foundedYear))()
/** '12 rue Jean Bologne' */
export const street = /* @__PURE__ */ (() => site.address.street)()
