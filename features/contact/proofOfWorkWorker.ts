// The page's worker for a proof of work (proofOfWork.ts): the hashing runs here, off the page's
// thread, so the form stays responsive while the device works. One challenge in, one proof (or
// null) out.
import { solveChallenge } from './proofOfWork'

self.onmessage = async (event: MessageEvent<string>) => {
  self.postMessage(await solveChallenge(event.data))
}
