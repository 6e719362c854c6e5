// The consent feature's public entry, for the other features: whether the visitor accepted a
// category of cookies (the map of the contact page asks), and the footer's button that reopens the
// choices. The layout composes the rest.
export { useConsent } from './ConsentProvider'
export { CookieSettingsButton } from './CookieSettingsButton'
