// The account profile's texts (lib/auth/ensureProfile.ts). A plain constant: the build inlines it
// where it is used (vite.config.ts, inlineConst).

/** The first name a new profile gets when sign-up gave none and the e-mail has no usable name. */
export const defaultFirstName = 'Client'
