// A message sent after browsing offline, in WebKit (WebKitGTK).
import { describe } from 'vitest'
import { describeOfflineFlow } from './offlineFlow'
import { launchWebKit } from './webkit'

describe('WebKit, offline', () => describeOfflineFlow(launchWebKit))
