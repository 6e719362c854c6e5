// @ts-check
// What the deploy prints: every value it uses, the secrets masked, wherever they appear (a command's
// environment, a file it is given, the output of a command that echoes them).
import { deployVariables } from './variables.mjs'

/** A secret as printed: its length only, never a character of it. @param {string} value */
export const maskedValue = (value) => `•••••• (${value.length} characters)`

/** @param {Record<string, string>} values @returns {string[]} the secret values, the longest first */
export function secretValues(values) {
  return deployVariables
    .filter((variable) => variable.secret && values[variable.name])
    .map((variable) => /** @type {string} */ (values[variable.name]))
    .sort((a, b) => b.length - a.length)
}

/**
 * Each way the deploy may print a secret: as it is, inside a JSON string (secrets.env), inside an
 * SQL literal (vault.sql), and each of those indented as a file's lines are when printed.
 * @param {string} secret
 */
const printedForms = (secret) => {
  const forms = [secret, JSON.stringify(secret).slice(1, -1), secret.replace(/'/g, "''")]
  return [...new Set([...forms, ...forms.map((form) => form.replace(/\n/g, '\n    '))])].sort((a, b) => b.length - a.length)
}

/** `text` with each secret value, in every form it may be printed in, replaced by its mask. @param {string} text @param {string[]} secrets */
export function maskSecrets(text, secrets) {
  let masked = text
  for (const secret of secrets) for (const form of printedForms(secret)) masked = masked.split(form).join(maskedValue(secret))
  return masked
}
