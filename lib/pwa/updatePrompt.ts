// What the visitor reads when a new version of the site is deployed; the texts are in
// lib/content/updatePrompt.ts.
import { updateAction, updateDescription, updateTitle } from '../content/updatePrompt'

export const updatePrompt = {
  title: updateTitle,
  description: updateDescription,
  action: updateAction,
} as const
