import { useMutation } from '@tanstack/react-query'
import { notify } from '../../lib/toast/notify'
import { EXPORT_LINK_DAYS, photoLinks, type FoundClient } from './clients'
import { clientCsv, clientJson } from './clientExport'
import { parisToday } from './parisToday'
import { saveFile } from './saveFile'
import { clientTexts as texts, exportTexts } from './texts/clients'

// « Télécharger »: the client's files, built here from what the database answered, each photo as a
// signed URL minted now and valid EXPORT_LINK_DAYS days (the files say until when).
export function ClientDownloads({ client }: { client: FoundClient }) {
  const download = useMutation({
    mutationFn: async (kind: 'json' | 'csv') => {
      const file = { client, links: await photoLinks(client.photos), now: new Date(), linkDays: EXPORT_LINK_DAYS }
      const name = exportTexts.fileName(parisToday(file.now), kind)
      if (kind === 'json') saveFile(name, 'application/json', clientJson(file))
      else saveFile(name, 'text/csv;charset=utf-8', clientCsv(file))
    },
    onError: () => notify({ title: texts.downloadFailed, variant: 'error' }),
  })
  return (
    <div className="rounded-2xl border border-ink/15 bg-white p-4">
      <p className="text-sm text-stone-600">{texts.downloadHelp(EXPORT_LINK_DAYS)}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className="btn-secondary px-4 py-2" disabled={download.isPending} onClick={() => download.mutate('json')}>
          {texts.downloadJson}
        </button>
        <button type="button" className="btn-secondary px-4 py-2" disabled={download.isPending} onClick={() => download.mutate('csv')}>
          {texts.downloadCsv}
        </button>
      </div>
      {download.isPending && (
        <p role="status" className="mt-2 text-sm text-stone-600">
          {texts.preparing}
        </p>
      )}
    </div>
  )
}
