// Today in Paris, whatever the device's own time zone. Plain TypeScript.

/** Today in Paris, 'YYYY-MM-DD'. */
export const parisToday = (now = new Date()) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now)
