// The contact flows in WebKit (WebKitGTK, the engine of every iPhone browser), with the throwaway
// website data of a WebKitWebDriver session, as in Safari's Private Browsing. The flows run in this
// order, in one tab (tests/engines/README.md says which file holds which).
import { describe } from 'vitest'
import { describeBackendDownFlows } from './contact/backendDownFlows'
import { describeBackendUpFlows } from './contact/backendUpFlows'
import { describeLinkFlows } from './contact/linkFlows'
import { useContactSession } from './contact/session'
import { describeTwoTabsFlow } from './contact/twoTabsFlow'
import { describeWorkerDeliveryFlow } from './contact/workerDeliveryFlow'
import { launchWebKit } from './webkit'

describe('WebKit', () => {
  const session = useContactSession(launchWebKit)
  describeBackendUpFlows(session)
  describeBackendDownFlows(session)
  describeTwoTabsFlow(session)
  describeWorkerDeliveryFlow(session)
  describeLinkFlows(session)
})
