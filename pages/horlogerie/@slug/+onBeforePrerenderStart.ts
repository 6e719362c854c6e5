import { servicePaths } from '../../../lib/pages/serviceData'

// https://vike.dev/onBeforePrerenderStart
export const onBeforePrerenderStart = () => servicePaths('/horlogerie/')
