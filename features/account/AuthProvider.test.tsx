import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { AuthProvider, useAuth } from './AuthProvider'

function Member() {
  const { user, profile, loading } = useAuth()
  return <p>{JSON.stringify({ user, profile, loading })}</p>
}

describe('AuthProvider', () => {
  it('refuses useAuth outside it, in French', () => {
    expect(() => renderToString(<Member />)).toThrow('useAuth doit être utilisé à l’intérieur d’AuthProvider.')
  })

  it('prerenders a visitor: no user, no profile, nothing loading', () => {
    const html = renderToString(
      <AuthProvider>
        <Member />
      </AuthProvider>,
    )
    expect(html).toBe(`<p>${JSON.stringify({ user: null, profile: null, loading: false }).replaceAll('"', '&quot;')}</p>`)
  })
})
