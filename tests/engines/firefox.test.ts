// The contact flows in Firefox ESR.
import { describe } from 'vitest'
import { describeContactFlows } from './contactFlows'
import { launchFirefox } from './firefox'

describe('Firefox', () => describeContactFlows(launchFirefox))
