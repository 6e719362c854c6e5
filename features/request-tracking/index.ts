// What other features use of a request's tracking: the secret the contact form draws for each
// message, the tracking link, the reference once the message has arrived, and the statuses with
// their French and their moves (the back office).
export { newTrackingSecret, trackingPath } from './trackingSecret'
export { requestReference } from './trackingApi'
export { finalStatuses, isRequestStatus, nextStatuses, type RequestStatus } from './statuses'
export { sentTracking, statusLabels } from './texts'
// The French of the visit actions' refusals: the back office (features/atelier) runs the same actions
// as the e-mails' links and meets the same reasons.
export { refusals, unknownRefusal } from './visit-actions/texts'
