// https://vike.dev/data
export { loadServicesOverview as data } from '../../lib/pageData/servicesData'
