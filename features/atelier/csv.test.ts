import { describe, expect, it } from 'vitest'
import { csvText } from './csv'

describe('csvText', () => {
  it('starts with a UTF-8 byte order mark and separates fields with semicolons and records with CRLF', () => {
    const text = csvText(['Nom', 'Prestation'], [['Hélène', 'Réparation']])
    expect(text).toBe('\uFEFFNom;Prestation\r\nHélène;Réparation\r\n')
    expect(new TextEncoder().encode(text).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]))
  })

  it('quotes a field holding a semicolon, a quote or a line break, doubling its quotes, so it stays in one cell', () => {
    expect(csvText(['Message'], [['Bonjour ; merci'], ['Le « fermoir » dit "clic"'], ['Ligne 1\nLigne 2'], ['a\r\nb']])).toBe(
      '\uFEFFMessage\r\n"Bonjour ; merci"\r\n"Le « fermoir » dit ""clic"""\r\n"Ligne 1\nLigne 2"\r\n"a\r\nb"\r\n',
    )
  })

  it('leaves commas and plain fields as they are, unquoted', () => {
    expect(csvText(['A', 'B'], [['1,5 g', 'or 750']])).toBe('\uFEFFA;B\r\n1,5 g;or 750\r\n')
  })

  it('neutralises what a spreadsheet would run as a formula with a leading apostrophe', () => {
    expect(csvText(['Champ'], [['=HYPERLINK("http://x")'], ['+33 6 12 34 56 78'], ['-2'], ['@SUM(A1)'], ['\tx'], ['a=b']])).toBe(
      '\uFEFFChamp\r\n"\'=HYPERLINK(""http://x"")"\r\n\'+33 6 12 34 56 78\r\n\'-2\r\n\'@SUM(A1)\r\n\'\tx\r\na=b\r\n',
    )
  })

  it('writes an absent value as an empty field and a number as its digits', () => {
    expect(csvText(['A', 'B', 'C'], [[null, undefined, 3]])).toBe('\uFEFFA;B;C\r\n;;3\r\n')
  })
})
