// A preview build of the hosted site (LAUNCH_PREVIEW=1, vite/launchGate.ts) asks search engines not
// to index its pages. Read by the head, which is rendered at build time only.
import { buildSetting } from './buildEnv.ts'

export const isLaunchPreview = buildSetting('VITE_LAUNCH_PREVIEW', () => import.meta.env.VITE_LAUNCH_PREVIEW) === '1'
