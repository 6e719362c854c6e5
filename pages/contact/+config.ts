import type { Config } from 'vike/types'

export default {
  // The header's red 'Prendre rendez-vous' button would point at the page itself.
  hideAppointmentButton: true,
} satisfies Config
