// @ts-check
// `npm run deploy -- --new-secrets`: writes a new random value into the env file for each secret the
// deploy's functions check that is missing or refused (secretStrength.mjs), and keeps every other
// line. A secret already good is kept: changing it would break what relies on it (the links of
// e-mails already sent, the workshop's calendar subscription, the uptime monitor).
import { copyFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs'
import { parseEnv } from 'node:util'
import { newSecret, strongSecretProblem } from './secretStrength.mjs'
import { deployVariables } from './variables.mjs'

/** @param {string} envFile @returns {string[]} the names given a new value */
export function writeNewSecrets(envFile) {
  if (!existsSync(envFile)) copyFileSync('.env.example', envFile)
  let text = readFileSync(envFile, 'utf8')
  const current = parseEnv(text)
  const written = []
  for (const { name } of deployVariables.filter((variable) => variable.generated)) {
    const value = current[name]?.trim() ?? ''
    if (value && !strongSecretProblem(value)) continue
    const line = `${name}=${newSecret()}`
    const existing = new RegExp(`^${name}=.*$`, 'm')
    text = existing.test(text) ? text.replace(existing, line) : `${text.replace(/\n?$/, '\n')}${line}\n`
    written.push(name)
  }
  writeFileSync(envFile, text, { mode: 0o600 })
  return written
}
