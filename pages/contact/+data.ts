import { contactPage, serviceDescriptions, workshopHours } from '../../lib/content/pageContent/contact'
import { loadContentPage } from '../../lib/pageData/contentPageData'

// https://vike.dev/data
export const data = () => ({ ...loadContentPage(contactPage), workshopHours, serviceDescriptions })

export type ContactPageData = ReturnType<typeof data>
