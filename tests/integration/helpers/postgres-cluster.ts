// A throwaway PostgreSQL cluster for one test file: initdb into a temp dir, start on a free
// port without fsync, create a database, and remove everything on stop.
import { execFile } from 'node:child_process'
import { chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { ensurePostgresBinaries } from '../../../scripts/ensure-postgres.mjs'

const run = promisify(execFile)

export interface PostgresCluster {
  databaseUrl: string
  /** The cluster's `postgres` database, to create and drop others. */
  adminUrl: string
  stop(): Promise<void>
}

export async function freePort(): Promise<number> {
  const [port] = await freePorts(1)
  return port ?? 0
}

/** `count` distinct free ports: every listener stays open until all are taken, so the kernel cannot
 * hand the same port out twice (two calls of freePort() in a row sometimes get the same one). */
export async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<ReturnType<typeof createServer>>((resolve, reject) => {
          const server = createServer()
          server.once('error', reject)
          server.listen(0, '127.0.0.1', () => resolve(server))
        }),
    ),
  )
  const ports = servers.map((server) => {
    const address = server.address()
    return typeof address === 'object' && address ? address.port : 0
  })
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
  return ports
}

/** Postgres refuses to run as root: as root, run its tools as the postgres OS user. */
function asPostgres(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
}

export async function startPostgresCluster({ database = 'atelier' }: { database?: string } = {}): Promise<PostgresCluster> {
  const bin = ensurePostgresBinaries()
  const root = mkdtempSync(join(tmpdir(), 'pg-test-'))
  const dataDir = join(root, 'data')
  const logFile = join(root, 'postgres.log')
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres'])
    const { stdout: gid } = await run('id', ['-g', 'postgres'])
    chownSync(root, Number(stdout.trim()), Number(gid.trim()))
  }
  writeFileSync(logFile, '')
  if (process.getuid?.() === 0) await run('chown', ['postgres', logFile])

  const initdb = asPostgres(`${bin}/initdb`, ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync'])
  await run(...initdb)
  const port = await freePort()
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`
  const start = asPostgres(`${bin}/pg_ctl`, ['-D', dataDir, '-l', logFile, '-w', '-t', '60', '-o', options, 'start'])
  await run(...start)

  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`create database ${database}`)
  await admin.end()

  return {
    databaseUrl: `postgres://postgres@127.0.0.1:${port}/${database}`,
    adminUrl,
    async stop() {
      const stop = asPostgres(`${bin}/pg_ctl`, ['-D', dataDir, '-m', 'immediate', '-w', 'stop'])
      await run(...stop).catch(() => undefined)
      rmSync(root, { recursive: true, force: true })
    },
  }
}
