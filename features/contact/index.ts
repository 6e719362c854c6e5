// The contact feature's public entry, for the other features: what the service worker needs to
// deliver the messages waiting on the device. The pages import the feature's components directly.
export { openContactOutbox } from './contactOutbox'
export { deliverQueuedMessages } from './delivery'
export { OUTBOX_SYNC_TAG } from './outbox'
// The service worker, already off the page's thread, solves a proof of work itself: a worker cannot
// start a worker there, and its classic script cannot import code on demand.
export { solveChallenge } from './proofOfWork'
// The back office's « Réalisations » prepares the owner's photos as the form prepares a visitor's.
export { preparePhoto } from './preparePhoto'
