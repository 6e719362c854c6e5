import { createElement } from 'react'

/** A JSON-LD block's text, '<' escaped so no string in the data can close its script element. */
export const jsonLdText = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c')

/** A JSON-LD data block for the head. Browsers never execute it, so the CSP's script-src does not apply. */
export const jsonLdScript = (data: object, key?: string | number) =>
  createElement('script', { key, type: 'application/ld+json', dangerouslySetInnerHTML: { __html: jsonLdText(data) } })
