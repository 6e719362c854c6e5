// The service worker is registered as a classic script (workbox-window's default): any `import`,
// `export` or `import.meta` in it is a syntax error, and the worker never installs. Code shared with
// the pages, such as the contact delivery, must not bring one in.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { Script } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { firstLoadScripts } from '../../scripts/bundle-report.mjs'
import { builtFiles, clientDir } from './builtSite'

const serviceWorker = readFileSync(join(clientDir, 'sw.js'), 'utf8')

describe('the built service worker', () => {
  it('parses as a classic script', () => {
    expect(() => new Script(serviceWorker, { filename: 'sw.js' })).not.toThrow()
  })

  it('precaches the proof of work’s worker, which no page’s first load carries', () => {
    const worker = builtFiles('.js').find((file) => /proofOfWorkWorker-[\w-]+\.js$/.test(file))
    expect(worker).toBeDefined()
    expect(serviceWorker).toContain(worker!.replace(/^\/+/, ''))
    const contact = readFileSync(join(clientDir, builtFiles('.html').find((page) => /^\/?contact(\/index)?\.html$/.test(page))!), 'utf8')
    expect(firstLoadScripts(contact).filter((src) => /proofOfWork/.test(src))).toEqual([])
  })
})
