// The package ships JavaScript only: its one export, as its README documents it.
declare module '@socialgouv/jours-feries' {
  /** The French public holidays of `year` (metropolitan France), by name, each at midnight UTC of its day. */
  export default function joursFeries(year: number, options?: { alsace?: boolean }): Record<string, Date>
}
