// What the visitor reads when a new version of the site is deployed; the texts are in
// features/pwa/texts.ts.
import { updateAction, updateDescription, updateTitle } from './texts'

export const updatePrompt = {
  title: updateTitle,
  description: updateDescription,
  action: updateAction,
} as const
