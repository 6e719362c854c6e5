import { lazy, Suspense, useEffect, useState } from 'react'
import { onToastRequested } from '../../lib/toast/notify'
import { LoadBoundary } from './LoadBoundary'

const SonnerToaster = lazy(() => import('./SonnerToaster'))

export function ToastHost() {
  const [needed, setNeeded] = useState(false)
  useEffect(() => onToastRequested(() => setNeeded(true)), [])
  return needed ? (
    <LoadBoundary fallback={null}>
      <Suspense fallback={null}>
        <SonnerToaster />
      </Suspense>
    </LoadBoundary>
  ) : null
}
