// Every toast of the account layer, in one place; their texts are in features/account/texts.ts.
import {
  accountsDisabledMessage,
  errorTitle,
  profileUpdatedDescription,
  profileUpdatedTitle,
  signedOutDescription,
  signedOutTitle,
  signedUpDescription,
  signedUpTitle,
  signInErrorTitle,
  signUpErrorTitle,
} from './texts'
import { site } from '../../lib/site'

export const ACCOUNTS_DISABLED_MESSAGE = accountsDisabledMessage

export const authToasts = {
  signInError: { title: signInErrorTitle, description: ACCOUNTS_DISABLED_MESSAGE },
  signUpError: { title: signUpErrorTitle, description: ACCOUNTS_DISABLED_MESSAGE },
  signedUp: { title: signedUpTitle, description: signedUpDescription },
  signedOut: { title: signedOutTitle, description: signedOutDescription(site.brand) },
  error: { title: errorTitle, description: ACCOUNTS_DISABLED_MESSAGE },
  profileUpdated: { title: profileUpdatedTitle, description: profileUpdatedDescription },
} as const
