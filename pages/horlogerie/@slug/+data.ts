// https://vike.dev/data
export { loadServicePage as data } from '../../../lib/pageData/serviceData'
