// The typography codemod (npm run typography): the texts are already set by it, so running it
// changes nothing; and it changes prose only, never a code string.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { fixedSource, typographyEdits } from '../../scripts/typography/fix.mjs'
import { frenchTypography } from '../../scripts/typography/frenchTypography.mjs'
import { textSources } from '../../scripts/typography/sources.mjs'

describe('npm run typography', () => {
  it('finds the text modules: content, features’ texts, facts, the e-mail', () => {
    const sources = textSources()
    for (const file of [
      'lib/content/pageContent/home.ts',
      'lib/content/manifest.ts',
      'features/contact/texts/formTexts.ts',
      'lib/site.ts',
      'supabase/functions/_shared/request/workshopEmail.ts',
    ])
      expect(sources).toContain(file)
  })

  it('would change nothing in the sources: every visible text is already set in French typography', async () => {
    const changes = []
    for (const file of textSources()) {
      const { edits } = await fixedSource(file, readFileSync(file, 'utf8'))
      changes.push(...edits.map((edit) => `${file}: ${edit.before} → ${edit.after}`))
    }
    expect(changes).toEqual([])
  })

  it('sets the French rules: apostrophe, no-break spaces before : ; ! ? and inside « », units, ordinals', () => {
    expect(frenchTypography("L'atelier : ouvert de 10 h à 18 h 45 ; fermé le 1er mai ! Une question ?")).toBe(
      'L’atelier\u00a0: ouvert de 10\u00a0h à 18\u00a0h\u00a045\u202f; fermé le 1ᵉʳ mai\u202f! Une question\u202f?',
    )
    expect(frenchTypography('« Bonjour » à 30 % et 128 000 € dans le 16e')).toBe('«\u202fBonjour\u202f» à 30\u202f% et 128\u202f000\u00a0€ dans le 16ᵉ')
    const once = frenchTypography("Vraiment ?! « C'est 1 200 € : 48 h »")
    expect(frenchTypography(once)).toBe(once)
  })

  it('leaves code strings alone: keys, class lists, addresses, times, developer errors', () => {
    const source = [
      "import x from './a b'",
      "const links = { href: '/services/achat-or', className: 'px-1 py-2 text-sm', 'l’or : x': 1 }",
      "const time = '10:00', url = 'https://example.fr/a?b=1', mail = `mailto:${x}?subject=${encodeURIComponent(`Re: ${y}`)}`",
      'throw new Error(`No route : ${x}`)',
      "export const label = 'Vue d'ensemble'.length",
    ].join('\n')
    expect(typographyEdits('code.ts', source).map((edit) => edit.before)).toEqual([])
    expect(typographyEdits('text.ts', "export const title = `Qualité : ${x} d'or`").map((edit) => edit.after)).toEqual(['Qualité\u00a0: \uE000 d’or'])
  })
})
