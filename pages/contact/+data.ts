import { contactPage, serviceDescriptions, workshopHours } from '../../lib/content/pages/contact'
import { loadContentPage } from '../../lib/pages/contentPageData'

// https://vike.dev/data
export const data = () => ({ ...loadContentPage(contactPage), workshopHours, serviceDescriptions })

export type ContactPageData = ReturnType<typeof data>
