import { contactPage, serviceDescriptions, workshopHours } from '../../lib/content/pageContent/contact'
import { loadContentPage } from '../../lib/pageData/contentPageData'
import { calendarDataAsBuilt } from '../../features/opening-hours/calendarAsBuilt'

// https://vike.dev/data — the opening calendar as the build reads it (the owner's exceptions, the
// day of the build): the status line and the workshop card start from it.
export const data = async () => ({ ...loadContentPage(contactPage), workshopHours, serviceDescriptions, calendar: await calendarDataAsBuilt() })

export type ContactPageData = Awaited<ReturnType<typeof data>>
