import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { iconSymbols } from '../../vite/iconSprite'
import { iconNames } from '../../lib/icons'

/** Every icon name the code draws: <Icon name="…"> in components, `icon: '…'` in content data. */
function iconsInCode(): Set<string> {
  const names = new Set<string>()
  for (const dir of ['components', 'features', 'pages', 'lib'])
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.test.ts'))) {
      const source = readFileSync(join(dir, file), 'utf8')
      for (const match of source.matchAll(/<Icon\s+name="([a-z0-9-]+)"|\bicon: '([a-z0-9-]+)'/g)) names.add(match[1] ?? match[2]!)
    }
  return names
}

describe('the icon sprite', () => {
  it('holds one lucide symbol per listed name, under its id', () => {
    const ids = [...iconSymbols().matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"><(?:path|g|circle|rect)\b/g)].map((m) => m[1])
    expect(ids).toEqual(iconNames.map((name) => `icon-${name}`))
  })

  it('stops the build on a name lucide does not have', () => {
    expect(() => iconSymbols(['gem', 'bague-en-or'])).toThrow(/'bague-en-or'/)
  })

  it('lists exactly the icons the code draws', () => {
    expect([...iconsInCode()].sort()).toEqual([...iconNames].sort())
  })
})
