// The cookie categories as the settings dialog lists them; the texts are in features/consent/texts.ts.
import {
  analyticsCookiesDescription,
  analyticsCookiesLabel,
  marketingCookiesDescription,
  marketingCookiesLabel,
  necessaryCookiesDescription,
  necessaryCookiesLabel,
  preferencesCookiesDescription,
  preferencesCookiesLabel,
} from './texts'
import type { ConsentCategory } from './consent'

export const consentCategoryTexts: { category: ConsentCategory; label: string; description: string }[] = [
  { category: 'necessary', label: necessaryCookiesLabel, description: necessaryCookiesDescription },
  { category: 'analytics', label: analyticsCookiesLabel, description: analyticsCookiesDescription },
  { category: 'marketing', label: marketingCookiesLabel, description: marketingCookiesDescription },
  { category: 'preferences', label: preferencesCookiesLabel, description: preferencesCookiesDescription },
]
