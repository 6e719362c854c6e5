// @ts-check
// Finds the PostgreSQL server binaries (initdb, pg_ctl) the integration tests start a
// throwaway cluster with, and installs Debian's postgresql package when they are missing.
// Usage: node scripts/ensure-postgres.mjs   (prints the bin directory)
import { existsSync, readdirSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { ensureDebianPackages } from './debian-packages.mjs'

const ROOT = '/usr/lib/postgresql'
const PREFERRED_MAJOR = '15'

/** @returns {string | null} */
export function findPostgresBinDir() {
  if (process.env.PG_BIN_DIR && existsSync(`${process.env.PG_BIN_DIR}/initdb`)) return process.env.PG_BIN_DIR
  if (!existsSync(ROOT)) return null
  const majors = readdirSync(ROOT)
    .filter((major) => existsSync(`${ROOT}/${major}/bin/initdb`) && existsSync(`${ROOT}/${major}/bin/pg_ctl`))
    .sort((a, b) => Number(b) - Number(a))
  const major = majors.includes(PREFERRED_MAJOR) ? PREFERRED_MAJOR : majors[0]
  return major ? `${ROOT}/${major}/bin` : null
}

/** @returns {string} the bin directory, after installing the package if needed */
export function ensurePostgresBinaries() {
  const found = findPostgresBinDir()
  if (found) return found
  ensureDebianPackages(['postgresql'])
  const installed = findPostgresBinDir()
  if (!installed) throw new Error('apt-get installed postgresql but initdb was not found under /usr/lib/postgresql')
  return installed
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(ensurePostgresBinaries())
}
