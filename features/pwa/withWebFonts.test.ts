import { describe, expect, it } from 'vitest'
import { withWebFonts } from './withWebFonts'

const page = '<!DOCTYPE html>\n    <html lang="fr">\n      <head>\n<link rel="stylesheet" href="/a.css"></head><body><p>Bonjour</p></body></html>'
const headers = { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'none'" }
const fonts = ['/fonts/a-1.0.woff2', '/fonts/b-2.0.woff2']

describe('withWebFonts', () => {
  it('marks a page served from the precache as having the web fonts, preloads them, and keeps the rest of it and its headers', async () => {
    const served = await withWebFonts(new Response(page, { headers }), fonts)
    const preloads =
      '<link rel="preload" href="/fonts/a-1.0.woff2" as="font" type="font/woff2" crossorigin>' +
      '<link rel="preload" href="/fonts/b-2.0.woff2" as="font" type="font/woff2" crossorigin>'
    expect(await served.text()).toBe(page.replace('<html lang="fr">', '<html data-fonts lang="fr">').replace('<head>', `<head>${preloads}`))
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'")
    expect(served.status).toBe(200)
  })

  it('leaves anything else as it came, and a page when no font was precached', async () => {
    const script = new Response('const html = "<html><head>"', { headers: { 'content-type': 'text/javascript' } })
    expect(await withWebFonts(script, fonts)).toBe(script)
    const missing = new Response(page, { status: 404, headers })
    expect(await withWebFonts(missing, fonts)).toBe(missing)
    const withoutFonts = new Response(page, { headers })
    expect(await withWebFonts(withoutFonts, [])).toBe(withoutFonts)
  })
})
