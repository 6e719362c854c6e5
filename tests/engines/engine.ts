// What the contact flows need from a browser, whichever protocol drives it: WebKitGTK through
// WebDriver classic (webkit.ts), Firefox ESR through WebDriver BiDi (firefox.ts).

/** A function run in the page: self-contained (it is sent as its source), with one JSON argument. */
export type PageFunction<A, R> = (arg: A) => R | Promise<R>

export interface EnginePage {
  /** Opens a path of the site and waits for its hydration. */
  goto(path: string): Promise<void>
  /** Opens a URL (relative to the site) and waits for nothing more than its load. */
  visit(url: string): Promise<void>
  evaluate<A, R>(fn: PageFunction<A, R>, arg: A): Promise<R>
  /** Types into the element the CSS selector finds, as a visitor's keyboard would. */
  type(selector: string, text: string): Promise<void>
  /** Chooses a file from disk in the file input the CSS selector finds. */
  chooseFile(selector: string, path: string): Promise<void>
  /** Clicks the button whose text is exactly this. */
  clickButton(text: string): Promise<void>
  /**
   * Loads everything from the network from now on, as on a first visit: Firefox keeps the files its
   * service worker precached in its HTTP cache too. (WebKitGTK's WebDriver sessions did not serve
   * them from there; WebDriver classic has no command for it.)
   */
  bypassHttpCache?(): Promise<void>
  /**
   * Takes the network away from this tab as the device's own switch would: `navigator.onLine` turns
   * false, `offline` and `online` fire, and the tab's requests fail (WebDriver BiDi's
   * emulation.setNetworkConditions). WebDriver classic has no such command.
   */
  setOffline?(offline: boolean): Promise<void>
  /** Makes this tab the one in front (WebDriver drives one window at a time). */
  focus(): Promise<void>
  close(): Promise<void>
}

export interface Engine {
  name: 'webkit' | 'firefox'
  /** A new tab of the same browser: same storage, same service worker. */
  newPage(): Promise<EnginePage>
  /** How long the engine lets a service worker without pages live before it stops it. */
  workerIdleMs: number
  /** What the browser's own console showed (errors and warnings) where the protocol reports it. */
  consoleProblems(): string[]
  quit(): Promise<void>
}

export const viewport = { width: 390, height: 844 }
