import { createElement } from 'react'

/** A JSON-LD data block for the head. Browsers never execute it, so the CSP's script-src does not
 *  apply; '<' is escaped so no string in the data can close the element. */
export const jsonLdScript = (data: object, key?: string | number) =>
  createElement('script', { key, type: 'application/ld+json', dangerouslySetInnerHTML: { __html: JSON.stringify(data).replace(/</g, '\\u003c') } })
