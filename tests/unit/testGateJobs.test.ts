// scripts/jobs.sh, the test gate's jobs: a job starts once the jobs it needs have passed, the first
// failure stops the others, a job that needs an undefined one stops the gate at once, and a job's
// line counts the CPU time of every process it started, one it did not wait for included.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/** The gate's machinery running these job lines; its exit status, output and seconds taken. */
function gate(jobs: string[]) {
  const started = performance.now()
  const { status, stdout, stderr } = spawnSync('bash', ['-c', ['set -euo pipefail', 'source scripts/jobs.sh', ...jobs, 'run_jobs'].join('\n')], {
    encoding: 'utf8',
    timeout: 60_000,
  })
  // eslint-disable-next-line no-control-regex -- the gate's colours
  const output = stdout.replace(/\x1b\[[0-9;]*m/g, '')
  return { status, output, stderr, seconds: (performance.now() - started) / 1000 }
}

/** Whether this machine lets a process make a control group where the gate makes its jobs' (cgroup
 * v1's cpuacct, or v2), and move into it. */
function controlGroupsAllowed() {
  const lines = readFileSync('/proc/self/cgroup', 'utf8').split('\n')
  const v1 = lines.find((line) => /^\d+:([^:]*,)?cpuacct(,[^:]*)?:/.test(line))?.split(':')
  const v2 = lines.find((line) => line.startsWith('0::'))?.slice(3)
  const probe = `${v1 ? `/sys/fs/cgroup/${v1[1]}${v1[2]}` : `/sys/fs/cgroup${v2}`}/gate-probe-${process.pid}`
  const moved = spawnSync('bash', ['-c', `mkdir '${probe}' && echo $$ > '${probe}/cgroup.procs'`], { stdio: 'ignore' }).status === 0
  // Empty once the shell that moved into it has ended: removed as the gate removes its own.
  spawnSync('rmdir', [probe], { stdio: 'ignore' })
  return moved
}

/** A Node process that uses `ms` milliseconds of CPU, however busy the machine, then writes `done`. */
const busy = (ms: number, done: string) =>
  `node -e "while (process.cpuUsage().user + process.cpuUsage().system < ${ms * 1000}); require(\\"node:fs\\").writeFileSync(\\"${done}\\", \\"\\")"`

describe('the test gate’s jobs', () => {
  it('starts a job once the jobs it needs have passed, and prints each one as it passes', { timeout: 30_000 }, () => {
    const { status, output } = gate([
      `job first "" 'sleep 2; echo first done'`,
      `job second "first" 'test -e /proc/self && echo second after first'`,
      `job alone "" 'echo alone done'`,
    ])
    expect(status).toBe(0)
    const lines = output.split('\n').filter((line) => line.startsWith('== ') || line.endsWith('done') || line.includes('after'))
    expect(lines.map((line) => line.replace(/ \(.*\)$/, ''))).toEqual([
      '== alone passed',
      'alone done',
      '== first passed',
      'first done',
      '== second passed',
      'second after first',
      expect.stringMatching(/^== npm test: \d+ s/),
    ])
    const span = (name: string) =>
      output
        .match(new RegExp(`== ${name} passed \\(from (\\d+) s to (\\d+) s`))!
        .slice(1)
        .map(Number)
    expect(span('second')[0]).toBeGreaterThanOrEqual(span('first')[1]!)
  })

  it('stops every other job at the first failure, and prints the failed one’s output last', { timeout: 30_000 }, () => {
    const { status, output, seconds } = gate([
      `job slow "" 'sleep 40; echo slow done'`,
      `job broken "" 'echo what went wrong; exit 3'`,
      `job after "broken" 'echo never'`,
    ])
    expect(status).toBe(1)
    expect(seconds).toBeLessThan(20)
    expect(output.trim().split('\n').slice(-2)).toEqual([expect.stringMatching(/^== broken failed \(from \d+ s to \d+ s/), 'what went wrong'])
    expect(output).not.toContain('slow done')
    expect(output).not.toContain('never')
  })

  it('refuses a job that needs a job not defined before it, at once', { timeout: 30_000 }, () => {
    const { status, stderr, seconds } = gate([`job first "" 'sleep 20'`, `job second "frist" 'true'`])
    expect(status).toBe(1)
    expect(stderr).toContain('the job second needs frist, which is not a job defined before it')
    expect(seconds).toBeLessThan(15)
  })

  it('counts the CPU time of a process a job left running, where the machine gives each job a control group', { timeout: 30_000 }, () => {
    // The job starts a busy process that is not its child (a subshell starts it and ends), as a
    // server started by a test may be, and does not wait for it.
    const done = join(mkdtempSync(join(tmpdir(), 'gate-jobs-')), 'done')
    const { status, output } = gate([`job leaves "" '(setsid ${busy(1200, done)} &); until [ -e ${done} ]; do sleep 0.1; done'`, `job idle "" 'sleep 1'`])
    expect(status).toBe(0)
    const cpu = [...output.matchAll(/== (\w+) passed \(.*?(?:, (\d+) s of CPU)?\)/g)].map(([, name, seconds]) => [name, seconds])
    expect(cpu.map(([name]) => name).sort()).toEqual(['idle', 'leaves'])
    // Every line says its CPU time where the machine allows control groups, and none elsewhere.
    const counted = cpu.filter(([, seconds]) => seconds !== undefined)
    expect(counted.length).toBe(controlGroupsAllowed() ? 2 : 0)
    if (counted.length) {
      expect(Number(Object.fromEntries(cpu).leaves)).toBeGreaterThanOrEqual(1)
      expect(Number(Object.fromEntries(cpu).idle)).toBe(0)
      expect(output).toMatch(/== npm test: \d+ s, \d+ s of CPU/)
    }
  })
})
