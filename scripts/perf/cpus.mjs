// @ts-check
// The CPUs the gate may pin its parallel Lighthouse runs to.
import { existsSync, readFileSync } from 'node:fs'

/** The CPUs a Linux CPU list names ("0-1", "2,5-7", "3"); invalid parts name none. @param {string} list */
export function parseCpuList(list) {
  return list
    .split(',')
    .filter(Boolean)
    .flatMap((range) => {
      const [first = NaN, last = first] = range.split('-').map(Number)
      return Array.from({ length: last - first + 1 }, (_, i) => first + i)
    })
    .filter(Number.isInteger)
}

/** The CPUs this process may run on (its Cpus_allowed_list, which a container's cpuset narrows); empty off Linux. */
export function allowedCpus() {
  const status = existsSync('/proc/self/status') ? readFileSync('/proc/self/status', 'utf8') : ''
  return parseCpuList(/^Cpus_allowed_list:\s*(\S+)/m.exec(status)?.[1] ?? '')
}
