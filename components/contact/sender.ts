// The sending code, loaded in one piece when the visitor starts on the form (useContactSubmit's
// loadSender), never with the page: the message's making and delivery, and what is said of it.
export { announceSendResult } from '../../lib/contact/announceSendResult'
export { buildContactMessage, messageIdentity, sendContactMessage } from '../../lib/contact/delivery'
