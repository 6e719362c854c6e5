import { createServer, type Server } from 'node:net'
import { describe, expect, it } from 'vitest'
import { waitForPorts } from '../../server/waitForPorts.mjs'

const listening = () =>
  new Promise<{ server: Server; port: number }>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as { port: number }).port }))
  })

describe('waiting for fixed ports', () => {
  it('resolves once a port held by another socket is released', async () => {
    const { server, port } = await listening()
    let freed = false
    setTimeout(() => server.close(() => (freed = true)), 300)
    await waitForPorts([port], { timeoutMs: 5_000, intervalMs: 50 })
    expect(freed).toBe(true)
  })

  it('gives up, naming the port, when it stays in use', async () => {
    const { server, port } = await listening()
    try {
      await expect(waitForPorts([port], { timeoutMs: 200, intervalMs: 50 })).rejects.toThrow(`Ports still in use after 0 s: ${port}`)
    } finally {
      server.close()
    }
  })
})
