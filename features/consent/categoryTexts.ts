// The cookie categories as the settings dialog lists them; the texts are in features/consent/texts.ts.
import { embeddedContentDescription, embeddedContentLabel, necessaryCookiesDescription, necessaryCookiesLabel } from './texts'
import type { ConsentCategory } from './consent'

export const consentCategoryTexts: { category: ConsentCategory; label: string; description: string }[] = [
  { category: 'necessary', label: necessaryCookiesLabel, description: necessaryCookiesDescription },
  { category: 'embedded', label: embeddedContentLabel, description: embeddedContentDescription },
]
