import { quoteTerms } from '../../features/request-tracking/quoteTerms'

// The terms' words a quote is shown with, set in the page at build time. https://vike.dev/data
export const data = () => ({ quoteTerms: quoteTerms() })

export type Data = Awaited<ReturnType<typeof data>>
