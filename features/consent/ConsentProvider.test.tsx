import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ConsentProvider, useConsent } from './ConsentProvider'

function MapConsent() {
  return <p>{useConsent('embedded') ? 'carte' : 'aperçu'}</p>
}

describe('ConsentProvider', () => {
  it('refuses a consent hook used outside it, in French', () => {
    expect(() => renderToString(<MapConsent />)).toThrow('useConsent doit être utilisé à l’intérieur de ConsentProvider.')
  })

  it('grants nothing in the prerendered HTML, before the stored choice is read', () => {
    expect(
      renderToString(
        <ConsentProvider>
          <MapConsent />
        </ConsentProvider>,
      ),
    ).toBe('<p>aperçu</p>')
  })
})
