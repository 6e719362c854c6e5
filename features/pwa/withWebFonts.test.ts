import { describe, expect, it } from 'vitest'
import { withWebFonts } from './withWebFonts'

const page = '<!DOCTYPE html>\n    <html lang="fr">\n      <head>\n<link rel="stylesheet" href="/a.css"></head><body><p>Bonjour</p></body></html>'
const headers = { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'" }

describe('withWebFonts', () => {
  it('marks a page served from the precache as having the web fonts, and keeps the rest of it and its headers', async () => {
    const served = await withWebFonts(new Response(page, { headers }))
    expect(await served.text()).toBe(page.replace('<html lang="fr">', '<html data-fonts lang="fr">'))
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'")
    expect(served.status).toBe(200)
  })

  it('leaves anything else as it came', async () => {
    const script = new Response('const html = "<html><head>"', { headers: { 'content-type': 'text/javascript' } })
    expect(await withWebFonts(script)).toBe(script)
    const missing = new Response(page, { status: 404, headers })
    expect(await withWebFonts(missing)).toBe(missing)
  })
})
