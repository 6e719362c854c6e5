// What the provider around every page throws when a component reads it from outside
// (features/consent/ConsentProvider.tsx): a programming error, read in the console rather than on a
// page, in French like the rest of the site. A plain constant: the build inlines it where it is used (vite.config.ts, inlineConst).
export const consentOutsideProvider = 'useConsent doit être utilisé à l’intérieur de ConsentProvider.'
