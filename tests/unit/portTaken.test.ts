// server/portTaken.mjs: what `npm start` and `npm run supabase:local` say on a port another program
// holds. The check before anything starts is in tests/integration/start-port.test.ts; here, the
// same line for a port taken between that check and the start.
import { createServer, type Server } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { exitIfPortTaken, firstTakenPort, portTakenMessage } from '../../server/portTaken.mjs'

const listening = () =>
  new Promise<{ server: Server; port: number }>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port }))
  })

/** Node's own error for a listen on a held port. */
const listenError = (port: number) =>
  new Promise<Error>((resolve) => {
    const server = createServer()
    server.once('error', resolve)
    server.listen(port, '127.0.0.1')
  })

afterEach(() => vi.restoreAllMocks())

describe('a taken port', () => {
  it('is named in one line with the variable that moves it and an example', () => {
    expect(portTakenMessage({ port: 3000, variable: 'PORT' }, 'npm start')).toBe(
      'Le port 3000 est déjà utilisé par un autre programme : choisissez-en un autre avec la variable PORT (par exemple PORT=3001 npm start).',
    )
  })

  it('is found among the ports to open, the first one held', async () => {
    const held = await listening()
    const free = await listening()
    await new Promise((resolve) => free.server.close(resolve))
    try {
      const ports = [
        { port: free.port, variable: 'PORT' },
        { port: held.port, variable: 'SUPABASE_PORT' },
      ]
      expect(await firstTakenPort(ports)).toEqual({ port: held.port, variable: 'SUPABASE_PORT' })
      expect(await firstTakenPort(ports.slice(0, 1))).toBeUndefined()
    } finally {
      held.server.close()
    }
  })

  it("taken since the check, ends the program with that line and code 1, from Node's listen error", async () => {
    const { server, port } = await listening()
    const error = await listenError(port)
    server.close()
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never)
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {})
    exitIfPortTaken(error, [{ port, variable: 'SUPABASE_INBOX_SMTP_PORT' }], 'npm start')
    expect(printed.mock.calls).toEqual([[portTakenMessage({ port, variable: 'SUPABASE_INBOX_SMTP_PORT' }, 'npm start')]])
    expect(exit).toHaveBeenCalledWith(1)
  })

  it('leaves any other error to the caller', () => {
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never)
    exitIfPortTaken(new Error('database unreachable'), [{ port: 3000, variable: 'PORT' }], 'npm start')
    expect(exit).not.toHaveBeenCalled()
  })
})
