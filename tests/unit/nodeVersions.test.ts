// The Node versions the project names: .nvmrc (the current LTS, for nvm and the like), the LTS Node
// that npm test runs the unit tests and the build under (scripts/lts-node), and `engines`, which
// says what the gate tests: that LTS and the machines' Node 20.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')
const nvmrc = read('.nvmrc').trim()
const ltsNode: string = JSON.parse(read('scripts/lts-node/package.json')).dependencies.node
const engines: string = JSON.parse(read('package.json')).engines.node

describe('Node versions', () => {
  it('.nvmrc names a major version, the one the gate installs as the LTS', () => {
    expect(nvmrc).toMatch(/^\d+$/)
    expect(ltsNode).toMatch(/^\d+\.\d+\.\d+$/)
    expect(ltsNode.split('.')[0]).toBe(nvmrc)
  })

  it('engines names that LTS from the version tested, and the Node 20 the machines run', () => {
    expect(engines.split(' || ')).toEqual(['^20.19.0', `^${ltsNode}`])
  })
})
