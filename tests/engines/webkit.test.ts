// The contact flows in WebKit (WebKitGTK, the engine of every iPhone browser), with the throwaway
// website data of a WebKitWebDriver session, as in Safari's Private Browsing.
import { describe } from 'vitest'
import { describeContactFlows } from './contact/steps'
import { launchWebKit } from './webkit'

describe('WebKit', () => describeContactFlows(launchWebKit))
