// @ts-check
// `npm start` and `npm run supabase:local` on a port another program holds (often another copy of
// the site still running): one line naming the port and the variable that moves it, and exit code 1,
// rather than Node's stack trace. The ports are tried before anything starts, and a port taken in
// the meantime is reported the same way.
import { canListen } from './waitForPorts.mjs'

/** @typedef {{ port: number, variable: string }} NamedPort  a port and the environment variable that sets it */

/** @param {NamedPort} taken @param {string} command how the program was started */
export const portTakenMessage = ({ port, variable }, command) =>
  `Le port ${port} est déjà utilisé par un autre programme : choisissez-en un autre avec la variable ${variable} (par exemple ${variable}=${port + 1} ${command}).`

/** @param {unknown} error @returns {number | undefined} the port an EADDRINUSE error is about */
const takenPortOf = (error) =>
  error instanceof Error && /** @type {NodeJS.ErrnoException & { port?: number }} */ (error).code === 'EADDRINUSE'
    ? /** @type {{ port?: number }} */ (error).port
    : undefined

/** @param {NamedPort[]} ports @returns {Promise<NamedPort | undefined>} the first one that cannot be listened on */
export async function firstTakenPort(ports) {
  for (const named of ports) if (!(await canListen(named.port))) return named
  return undefined
}

/**
 * Prints the one line and exits with code 1 if `error` is a taken port among `ports`; otherwise
 * returns, and the caller rethrows.
 * @param {unknown} error @param {NamedPort[]} ports @param {string} command
 */
export function exitIfPortTaken(error, ports, command) {
  const port = takenPortOf(error)
  const named = ports.find((candidate) => candidate.port === port)
  if (!named) return
  console.error(portTakenMessage(named, command))
  process.exit(1)
}
