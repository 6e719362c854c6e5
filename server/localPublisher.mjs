// @ts-check
// `npm start`'s deploy hook. Hosted, the database's `site-build` job (supabase/schemas/site_publication.sql)
// posts to the host's deploy hook once the owner's edits in /atelier pause, and the host builds and
// publishes the site. Locally the job posts here, and the site is built again on this machine, so the
// owner's changes show without a deploy. A post during a build makes one more build after it (the
// edits it carries may have come after the running build read the database).
import { spawn } from 'node:child_process'
import { createServer } from 'node:http'

/**
 * @typedef {{ command: string, args: string[], env?: NodeJS.ProcessEnv }} BuildCommand
 * @param {{ build: BuildCommand, onBuilt: () => Promise<void>, log?: (line: string) => void }} options
 */
export async function startLocalPublisher({ build, onBuilt, log = console.log }) {
  /** @type {Promise<void> | null} */
  let running = null
  let again = false
  let builds = 0

  /** @returns {Promise<boolean>} whether the build succeeded */
  const buildOnce = () =>
    new Promise((resolve) => {
      const child = spawn(build.command, build.args, { stdio: 'inherit', env: build.env ?? process.env })
      child.once('error', () => resolve(false))
      child.once('exit', (code) => resolve(code === 0))
    })

  const publish = async () => {
    do {
      again = false
      builds += 1
      log('Publication locale : le site est reconstruit avec les changements de l’atelier…')
      if (await buildOnce()) {
        await onBuilt()
        log('Publication locale : le site est en ligne avec les changements.')
      } else {
        log('Publication locale : la construction du site a échoué ; le site reste tel qu’il était construit.')
      }
    } while (again)
    running = null
  }

  const server = createServer((request, response) => {
    request.resume()
    if (request.method !== 'POST') {
      response.writeHead(405, { Allow: 'POST' }).end()
      return
    }
    // As a host's deploy hook: the build is accepted at once and runs after the answer.
    response.writeHead(202, { 'Content-Type': 'application/json' }).end('{"accepted":true}')
    if (running) again = true
    else running = publish()
  })
  await new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve(undefined))
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0

  return {
    url: `http://127.0.0.1:${port}/`,
    /** How many builds have started. */
    builds: () => builds,
    /** Resolves once no build runs nor waits. */
    settled: async () => {
      while (running) await running
    },
    /** Stops taking posts; a build under way ends on its own (or with the process). */
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  }
}
