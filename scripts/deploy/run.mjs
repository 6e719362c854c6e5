// @ts-check
// Runs the deploy's steps in order and stops at the first that fails, saying which and why. A dry
// run prints every command with its values (secrets masked) and runs only what needs no network.
import { spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { maskSecrets } from './mask.mjs'

/** @typedef {import('./plan.mjs').Step} Step @typedef {import('./plan.mjs').Command} Command */

/** @param {string[]} argv @param {Record<string, string>} env @param {string[]} [pipeInto] @returns {Promise<number>} */
function runCommand(argv, env, pipeInto) {
  return new Promise((resolve) => {
    const [program, ...args] = argv
    const child = spawn(/** @type {string} */ (program), args, {
      env: { ...process.env, ...env },
      stdio: ['ignore', pipeInto ? 'pipe' : 'inherit', pipeInto ? 'pipe' : 'inherit'],
    })
    child.once('error', () => resolve(127))
    if (!pipeInto) {
      child.once('exit', (code) => resolve(code ?? 1))
      return
    }
    const [reader, ...readerArgs] = pipeInto
    const filter = spawn(/** @type {string} */ (reader), readerArgs, { stdio: ['pipe', 'inherit', 'inherit'] })
    child.stdout?.pipe(filter.stdin, { end: false })
    child.stderr?.pipe(filter.stdin, { end: false })
    // 'close': the child has exited and its output has all been read.
    const codes = Promise.all([new Promise((done) => child.once('close', done)), new Promise((done) => filter.once('exit', done))])
    child.once('close', () => filter.stdin.end())
    codes.then(([own, filtered]) => resolve(Number(own ?? 1) || Number(filtered ?? 1)))
  })
}

/** @param {string[]} argv @param {Record<string, string>} env */
const describe = (argv, env) => [...Object.entries(env).map(([name, value]) => `${name}=${value}`), ...argv].join(' ')

/** @param {Command} command @param {string} dir */
const withFiles = (command, dir) => command.argv.map((arg) => arg.replace(/^\{file:(.+)\}$/, (_, name) => join(dir, name)))

/**
 * @param {Step[]} steps
 * @param {{ dryRun: boolean, secrets: string[], log?: (line: string) => void, smoke: () => Promise<string[]> }} options
 * @returns {Promise<number>} the exit code
 */
export async function runSteps(steps, { dryRun, secrets, log = console.log, smoke }) {
  const say = (/** @type {string} */ line) => log(maskSecrets(line, secrets))
  const last = Math.max(...steps.map((step) => step.number))
  for (const step of steps) {
    say(`\n== Step ${step.number}/${last}: ${step.title}${dryRun ? ' (dry run)' : ''}`)
    for (const command of step.commands) {
      const instead = dryRun && typeof command.dryRun === 'object' ? command.dryRun : undefined
      const argv = instead?.argv ?? command.argv
      const env = instead ? (instead.env ?? {}) : (command.env ?? {})
      const willRun = !dryRun || command.dryRun === 'run' || Boolean(instead)
      if (instead) say(`(would run) $ ${describe(command.argv, command.env ?? {})}`)
      say(`${willRun ? '$' : '(would run) $'} ${describe(argv, env)}${command.pipeInto ? ` | ${command.pipeInto.join(' ')}` : ''}`)
      for (const [name, text] of Object.entries(command.files ?? {})) say(`  {file:${name}}:\n${text.replace(/^/gm, '    ')}`)
      if (!willRun) continue
      const dir = mkdtempSync(join(tmpdir(), 'deploy-'))
      try {
        for (const [name, text] of Object.entries(command.files ?? {})) {
          writeFileSync(join(dir, name), text, { mode: 0o600 })
          chmodSync(join(dir, name), 0o600)
        }
        const code = await runCommand(withFiles({ ...command, argv }, dir), env, command.pipeInto)
        if (code !== 0) {
          say(`\nStep ${step.number} (${step.title}) failed: \`${argv.join(' ')}\` exited with ${code}; its output above says why. Nothing after it ran.`)
          return 1
        }
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    }
    if (step.smoke && !dryRun) {
      const problems = await smoke()
      for (const problem of problems) say(`  ✗ ${problem}`)
      if (problems.length) {
        say(`\nStep ${step.number} (${step.title}) failed: ${problems.length} check(s) above.`)
        return 1
      }
      say('  ✓ every check passed')
    } else if (step.smoke)
      say(
        '  (would check) every page of the sitemap answers 200 without redirect; the CSP on a page and on the 404; sign-up refused; the health function answers 200',
      )
  }
  say(dryRun ? '\nDry run passed: every check that needs no network passed.' : '\nDeployed.')
  return 0
}
