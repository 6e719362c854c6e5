import { servicePaths } from '../../../lib/pageData/serviceData'

// https://vike.dev/onBeforePrerenderStart
export const onBeforePrerenderStart = () => servicePaths('joaillerie')
