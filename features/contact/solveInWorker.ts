// A proof of work solved in a worker of its own (proofOfWorkWorker.ts), started only when the
// database asks for one and ended once it is solved: the contact page loads neither before.
import type { ProofOfWorkSolver } from './deliver'

export const solveInWorker: ProofOfWorkSolver = (challenge) =>
  new Promise((resolve) => {
    const worker = new Worker(new URL('./proofOfWorkWorker.ts', import.meta.url), { type: 'module' })
    const done = (proof: string | null) => {
      worker.terminate()
      resolve(proof)
    }
    worker.onmessage = (event: MessageEvent<string | null>) => done(event.data)
    // A worker that cannot start (a stale build's file gone): the message waits and is tried again.
    worker.onerror = () => done(null)
    worker.postMessage(challenge)
  })
