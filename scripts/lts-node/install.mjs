// @ts-check
// The current LTS Node (.nvmrc), from the npm package `node` pinned in this folder's package.json,
// installed into this folder's node_modules. Not a dev dependency of the project: its `node` bin
// would land in node_modules/.bin, which npm puts first on the PATH of every npm script and npx
// command, and the whole gate would run under it instead of the machine's Node.
//
// Prints the folder holding that `node`, installing it first if it is missing (`npm ci` of the
// project does so in its postinstall, with --optional: a machine for which the package has no
// build still installs the project, and only the gate's LTS run then fails).
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const folder = dirname(fileURLToPath(import.meta.url))
const windows = process.platform === 'win32'
const version = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')).dependencies.node
const binFolder = join(folder, 'node_modules', 'node', 'bin')
const optional = process.argv.includes('--optional')

const installed = () => spawnSync(join(binFolder, windows ? 'node.exe' : 'node'), ['--version'], { encoding: 'utf8' }).stdout?.trim() === `v${version}`

if (!installed()) {
  // npm's output to stderr: stdout carries only the folder, for the caller to read.
  spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--prefix', folder], { stdio: ['ignore', 2, 2], shell: windows })
  if (!installed()) {
    console.error(`Node ${version} (paquet npm « node ») non installé dans ${folder} : npm test ne pourra pas lancer les tests sous la LTS.`)
    process.exit(optional ? 0 : 1)
  }
}
if (!optional) console.log(binFolder)
