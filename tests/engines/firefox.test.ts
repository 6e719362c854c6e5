// The contact flows in Firefox ESR.
import { describe } from 'vitest'
import { describeContactFlows } from './contact/steps'
import { launchFirefox } from './firefox'

describe('Firefox', () => describeContactFlows(launchFirefox))
