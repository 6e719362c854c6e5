import { lazy, Suspense, useEffect, useState } from 'react'
import { onToastRequested } from '../../lib/toast/notify'

const SonnerToaster = lazy(() => import('./SonnerToaster'))

export function ToastHost() {
  const [needed, setNeeded] = useState(false)
  useEffect(() => onToastRequested(() => setNeeded(true)), [])
  return needed ? (
    <Suspense fallback={null}>
      <SonnerToaster />
    </Suspense>
  ) : null
}
