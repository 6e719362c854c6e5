// What the providers around every page throw when a component reads them from outside
// (features/account/AuthProvider.tsx, features/consent/ConsentProvider.tsx): a programming
// error, read in the console rather than on a page, in French like the rest of the site. Plain
// constants: the build inlines them where they are used (vite.config.ts, inlineConst).
export const authOutsideProvider = 'useAuth doit être utilisé à l’intérieur d’AuthProvider.'
export const consentOutsideProvider = 'useConsent doit être utilisé à l’intérieur de ConsentProvider.'
