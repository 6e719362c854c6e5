// WebKitGTK (Debian's webkit2gtk-driver) through WebDriver classic. MiniBrowser has no headless
// mode, so it runs on a virtual display (Xvfb). Its toolbar keeps the window at least 447 px wide
// unless GTK's stylesheet shrinks the buttons, hence the gtk.css below for a 390 px phone width.
// Every WebKitWebDriver session uses throwaway website data, as Safari's Private Browsing does.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Builder, By, type WebDriver } from 'selenium-webdriver'
import type { Engine, EnginePage, PageFunction } from './engine'
import { viewport } from './engine'
import { waitForHydration } from './hydration'

const miniBrowser = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser'

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })

/** Starts Xvfb on a display it picks itself (-displayfd), so that parallel runs never collide. */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'pipe', 'ignore'] })
  return new Promise((resolve, reject) => {
    let out = ''
    xvfb.once('error', reject)
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code})`)))
    xvfb.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      if (out.includes('\n')) resolve({ display: `:${out.trim()}`, process: xvfb })
    })
  })
}

async function waitForDriver(url: string, driver: ChildProcess): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited (${driver.exitCode})`)
    try {
      if ((await fetch(`${url}/status`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('WebKitWebDriver did not start')
}

export async function launchWebKit(siteUrl: string): Promise<Engine> {
  const config = mkdtempSync(join(tmpdir(), 'atelier-webkit-'))
  mkdirSync(join(config, 'gtk-3.0'))
  writeFileSync(join(config, 'gtk-3.0', 'gtk.css'), 'button { min-width: 0; min-height: 0; padding: 0; margin: 0; } entry { min-width: 0; }\n')
  const xvfb = await startXvfb()
  const port = await freePort()
  // Xvfb has no GPU: WebKit's accelerated compositing drew every frame with OpenGL in software
  // (Mesa's llvmpipe), twice the web process's CPU time of the same flows drawn without it. The
  // flows test the page's code, its storage, its worker and the layout it reads, which the engine
  // does the same either way.
  const env = { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: config, GDK_BACKEND: 'x11', WEBKIT_DISABLE_COMPOSITING_MODE: '1' }
  const server = spawn('WebKitWebDriver', [`--port=${port}`, '--host=127.0.0.1'], { env, stdio: 'ignore' })
  const stop = () => {
    server.kill()
    xvfb.process.kill()
    rmSync(config, { recursive: true, force: true })
  }
  let driver: WebDriver
  try {
    await waitForDriver(`http://127.0.0.1:${port}`, server)
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: miniBrowser, args: ['--automation'] },
      })
      .build()
    await driver
      .manage()
      .window()
      .setRect({ ...viewport, x: 0, y: 0 })
  } catch (error) {
    stop()
    throw error
  }
  const first = await driver.getWindowHandle()
  let firstTaken = false

  // WebDriver classic drives one window at a time: each page's command switches to its window and
  // runs to its end before the next command starts, so two pages read at once (Promise.all) never
  // read the same window.
  let queue: Promise<unknown> = Promise.resolve()
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work)
    queue = run.catch(() => undefined)
    return run
  }

  const pageFor = (handle: string): EnginePage => {
    const inWindow = <T>(work: () => Promise<T>): Promise<T> =>
      serially(async () => {
        if ((await driver.getWindowHandle()) !== handle) await driver.switchTo().window(handle)
        return work()
      })
    const page: EnginePage = {
      goto: async (path) => {
        await inWindow(() => driver.get(new URL(path, siteUrl).href))
        await waitForHydration(page)
      },
      visit: (url) => inWindow(() => driver.get(new URL(url, siteUrl).href)),
      // WebDriver awaits a promise the script returns.
      evaluate: <A, R>(fn: PageFunction<A, R>, arg: A) =>
        inWindow(async () => (await driver.executeScript(`return (${fn.toString()})(arguments[0])`, arg)) as R),
      type: (selector, text) => inWindow(() => driver.findElement(By.css(selector)).sendKeys(text)),
      chooseFile: (selector, path) => inWindow(() => driver.findElement(By.css(selector)).sendKeys(path)),
      clickButton: (text) =>
        inWindow(async () => {
          const button = await driver.findElement(By.xpath(`//button[normalize-space()=${JSON.stringify(text)}]`))
          // WebDriver scrolls an element only to the viewport's edge, where the site's fixed notices
          // (pending messages, toasts) sit; a visitor brings the button to the middle first.
          await driver.executeScript(`arguments[0].scrollIntoView({ block: 'center' })`, button)
          await button.click()
        }),
      focus: () => inWindow(async () => undefined),
      close: () =>
        inWindow(async () => {
          await driver.close()
          const [other] = await driver.getAllWindowHandles()
          if (other) await driver.switchTo().window(other)
        }),
    }
    return page
  }

  return {
    name: 'webkit',
    // WebKit stops a service worker process some seconds after its last page goes (not configurable).
    workerIdleMs: 15_000,
    newPage: () =>
      serially(async () => {
        if (!firstTaken) {
          firstTaken = true
          return pageFor(first)
        }
        // A window of its own: a tab behind another gets no animation frames, and hydration waits for them.
        await driver.switchTo().newWindow('window')
        const handle = await driver.getWindowHandle()
        await driver
          .manage()
          .window()
          .setRect({ ...viewport })
        return pageFor(handle)
      }),
    // WebDriver classic reports no console: the page records its own (pageWatch.js).
    consoleProblems: () => [],
    quit: async () => {
      try {
        await driver.quit()
      } finally {
        stop()
      }
    },
  }
}
