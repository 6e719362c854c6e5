// A JSON-LD data block. Browsers never execute it, so the CSP's script-src does not apply;
// '<' is escaped so no string in the data can close the element.
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />
}
