// @ts-check
// The test stacks listen on fixed ports: the port the build names for its backend, the inbox's,
// the site's. A loopback connection made a moment before can hold one of them in TIME_WAIT as its
// ephemeral client port for up to 60 s, and Linux then refuses to listen there (EADDRINUSE), so a
// stack waits for its ports to be free rather than failing its whole test run.
import { createServer } from 'node:net'

/** @param {number} port @returns {Promise<boolean>} whether a server can listen on it now */
export const canListen = (port) =>
  new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })

/**
 * Resolves once every port can be listened on; rejects, naming the busy ones, after `timeoutMs`.
 * @param {number[]} ports
 * @param {{ timeoutMs?: number, intervalMs?: number }} [options]
 */
export async function waitForPorts(ports, { timeoutMs = 70_000, intervalMs = 500 } = {}) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const busy = []
    for (const port of ports) if (!(await canListen(port))) busy.push(port)
    if (!busy.length) return
    if (Date.now() >= deadline) throw new Error(`Ports still in use after ${Math.round(timeoutMs / 1000)} s: ${busy.join(', ')}`)
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
}
