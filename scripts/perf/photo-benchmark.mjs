// @ts-check
// What a phone's photo costs the visitor, on the built site, in Chromium with the CPU slowed 4x and
// the link at 1.6 Mbit/s each way (150 ms latency): a 4000×3000 JPEG of about 3.6 MB with its EXIF.
// - after: the site as it is. The photo is prepared on the device when chosen (the time until its
//   preview shows), then sent with the message (the time from "Envoyer" to "Message envoyé", when
//   the row is stored), and the bytes that left for the photo.
// - before: the same photo as it was, sent as the site used to send it, in the same page on the same
//   link: its upload (into the workshop's private bucket, which still takes 10 MB files) then the row.
// A benchmark, not a test: it prints figures (docs/decisions/photo-on-the-device.md) and asserts
// nothing about time.
// Usage: npm run perf:photo (after a build).
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { startSiteServer } from '../../server/siteServer.mjs'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../supabase/local/keys.mjs'
import { startLocalSupabase } from '../../supabase/local/server.mjs'
import { phonePhoto } from './phonePhoto.mjs'
import { chromiumPath } from '../ensure-chromium.mjs'

if (!existsSync('dist/client/contact/index.html') && !existsSync('dist/client/contact.html'))
  throw new Error('No build in dist/client: run `npm run build` first.')

const runs = Number(process.env.RUNS ?? 3)
const link = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 1.6e6 / 8 }
const backend = await startLocalSupabase({
  port: Number(process.env.SUPABASE_PORT ?? 54321),
  dataDir: null,
  storageDir: mkdtempSync(join(tmpdir(), 'atelier-photo-')),
  quiet: true,
})
const site = await startSiteServer({ port: 4182 })
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] })
const photo = await phonePhoto()
const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN

/** @type {{ prepareMs: number, sendMs: number, uploadedBytes: number, beforeMs: number }[]} */
const results = []
try {
  for (let run = 1; run <= runs; run++) {
    const page = await browser.newPage()
    // Each run is its own client of the backend's rate limits (5 messages in 10 minutes per address;
    // the local backend takes X-Forwarded-For from this machine as a proxy's).
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `198.18.0.${run + 1}` })
    const cdp = await page.context().newCDPSession(page)
    await page.goto(`${site.url}/contact`)
    await page.waitForFunction(() => globalThis.document.documentElement.dataset.hydrated === 'true')
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await cdp.send('Network.emulateNetworkConditions', link)

    await page.getByLabel('Nom complet').fill('Claire Dubois')
    await page.getByLabel('Adresse e-mail').fill(`claire.dubois+${run}@exemple.fr`)
    const text = `Banc d'essai de la photo, passage ${run}, ${Date.now()}.`
    await page.getByLabel('Votre message').fill(text)
    let started = performance.now()
    await page.getByLabel(/Photo de votre bijou/).setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo })
    await page.getByRole('img', { name: 'Aperçu de la photo choisie' }).waitFor({ timeout: 120_000 })
    const prepareMs = performance.now() - started

    started = performance.now()
    await page.getByRole('button', { name: 'Envoyer le message' }).click()
    await page.getByText('Message envoyé').first().waitFor({ timeout: 300_000 })
    const sendMs = performance.now() - started
    // The photo that left: the stored object of the row just written.
    const service = { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` }
    const rows = await (
      await fetch(`${backend.url}/rest/v1/contact_messages?select=file_url&message=eq.${encodeURIComponent(text)}`, { headers: service })
    ).json()
    const stored = await fetch(`${backend.url}/storage/v1/object/authenticated/contact_images/${rows[0].file_url}`, { headers: service })
    const uploadedBytes = (await stored.arrayBuffer()).byteLength

    // Before: the original bytes, then the row, from the same page on the same link.
    const beforeMs = await page.evaluate(
      async ({ url, serviceKey, anonKey, bytes }) => {
        const begin = performance.now()
        const name = `avant_${Date.now()}_1.jpg`
        const upload = await fetch(`${url}/storage/v1/object/repair_images/${name}`, {
          method: 'POST',
          headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'content-type': 'image/jpeg' },
          body: Uint8Array.from(atob(bytes), (c) => c.charCodeAt(0)),
        })
        if (!upload.ok) throw new Error(`upload: ${upload.status}`)
        const insert = await fetch(`${url}/rest/v1/contact_messages`, {
          method: 'POST',
          headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            id: crypto.randomUUID(),
            name: 'Claire Dubois',
            email: `claire.dubois+avant${Date.now()}@exemple.fr`,
            service: 'réparation',
            message: 'Avant.',
            // The original went to repair_images (contact_images would refuse its size): no photo to name.
            file_url: null,
          }),
        })
        if (!insert.ok) throw new Error(`insert: ${insert.status}`)
        return performance.now() - begin
      },
      { url: backend.url, serviceKey: SERVICE_ROLE_KEY, anonKey: ANON_KEY, bytes: photo.toString('base64') },
    )
    results.push({ prepareMs, sendMs, uploadedBytes, beforeMs })
    console.log(
      `run ${run}: prepared in ${Math.round(prepareMs)} ms, ${uploadedBytes} bytes sent, stored ${Math.round(sendMs)} ms after "Envoyer"; before: ${photo.length} bytes, stored after ${Math.round(beforeMs)} ms`,
    )
    await page.close()
  }
} finally {
  await browser.close()
  await site.close()
  await backend.close()
}

const kb = (bytes = 0) => `${Math.round(bytes / 1024).toLocaleString('en')} KB`
console.log(`\nMedians of ${runs} runs; CPU 4x slower, 1.6 Mbit/s each way, 150 ms latency.\n`)
console.log('| | photo sent | preparing on the device | from "Envoyer" to the stored row |')
console.log('|---|---|---|---|')
console.log(`| before (the original file) | ${kb(photo.length)} | none | ${(median(results.map((r) => r.beforeMs)) / 1000).toFixed(1)} s |`)
console.log(
  `| after (prepared when chosen) | ${kb(median(results.map((r) => r.uploadedBytes)))} | ${(median(results.map((r) => r.prepareMs)) / 1000).toFixed(1)} s | ${(median(results.map((r) => r.sendMs)) / 1000).toFixed(1)} s |`,
)
