// The contact flows in Firefox ESR. The flows run in this order, in one tab (tests/engines/README.md
// says which file holds which).
import { describe } from 'vitest'
import { describeBackendDownFlows } from './contact/backendDownFlows'
import { describeBackendUpFlows } from './contact/backendUpFlows'
import { describeLinkFlows } from './contact/linkFlows'
import { useContactSession } from './contact/session'
import { describeTwoTabsFlow } from './contact/twoTabsFlow'
import { describeWorkerDeliveryFlow } from './contact/workerDeliveryFlow'
import { launchFirefox } from './firefox'

describe('Firefox', () => {
  const session = useContactSession(launchFirefox)
  describeBackendUpFlows(session)
  describeBackendDownFlows(session)
  describeTwoTabsFlow(session)
  describeWorkerDeliveryFlow(session)
  describeLinkFlows(session)
})
