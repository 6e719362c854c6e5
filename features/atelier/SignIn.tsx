import { useState } from 'react'
import { CodeForm } from './CodeForm'
import { EmailForm } from './EmailForm'
import { signIn as texts } from './texts/signIn'

/** The address a code was asked for, and when (a code is valid an hour). */
export interface CodeRequest {
  email: string
  at: number
  /** Set when the server said to wait before another code. */
  note?: string
}

/** A code asked for now. */
export const codeRequested = (email: string, note?: string): CodeRequest => ({ email, at: Date.now(), ...(note ? { note } : {}) })

// Sign-in by a one-time code: the address, then the six digits e-mailed to it. An address that was
// not invited gets the very same second screen, and no e-mail.
export function SignIn() {
  const [request, setRequest] = useState<CodeRequest | null>(null)
  return (
    <div className="mt-8 max-w-md rounded-2xl border border-ink/15 bg-white p-6">
      <h2 className="heading-3">{texts.heading}</h2>
      {request ? <CodeForm request={request} onRestart={() => setRequest(null)} onResent={setRequest} /> : <EmailForm onSent={setRequest} />}
    </div>
  )
}
