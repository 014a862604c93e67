import { FormAlert } from '@comptoir/app-shell/form-alert'
import { Button } from '@comptoir/ui/button'
import { Select } from '@comptoir/ui/select'
import { TextField } from '@comptoir/ui/text-field'
import { useToast } from '@comptoir/ui/toast'
import { useLingui as useLinguiRuntime } from '@lingui/react'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useClient, type CombinedError } from 'urql'

import styles from './csv-export.module.css'
import { csvExportDocument, type CsvDialect, type CsvExportKind } from './csv-export.graphql'
import { currentMonth, periodProblem, type ExportPeriod } from './export-period'
import { saveTextFile } from './save-file'

/**
 * "Export for your accounts": a period (the current month at first) and a button that downloads
 * the orders or the ledger lines of that period as a CSV file, named by the API, in the format
 * the ambassador's spreadsheet reads (French: `;` and decimal commas, the default in French;
 * or international). What goes wrong is said under the button, in the ambassador's language.
 */
export function CsvExport({ kind }: { kind: CsvExportKind }) {
  const { t } = useLingui()
  const toast = useToast()
  const client = useClient()
  const { i18n } = useLinguiRuntime()
  const [period, setPeriod] = useState<ExportPeriod>(() => currentMonth())
  const [dialect, setDialect] = useState<CsvDialect>(() =>
    i18n.locale === 'fr' ? 'FRENCH' : 'INTERNATIONAL',
  )
  const [pending, setPending] = useState(false)
  const [problems, setProblems] = useState<string[]>([])
  const failure = (error: CombinedError): string =>
    error.networkError
      ? t`The server could not be reached: try again in a moment.`
      : (error.graphQLErrors[0]?.message ?? t`The file could not be made.`)
  const download = async () => {
    const problem = periodProblem(period)
    if (problem) {
      setProblems([
        problem === 'missing'
          ? t`Choose the first and the last day of the period.`
          : problem === 'order'
            ? t`The last day comes before the first one.`
            : t`A file covers one year at most: choose a shorter period.`,
      ])
      return
    }
    setProblems([])
    setPending(true)
    const result = await client
      .query(csvExportDocument, { kind, dialect, ...period }, { requestPolicy: 'network-only' })
      .toPromise()
    setPending(false)
    const file = result.data?.csvExport
    if (!file) {
      setProblems([result.error ? failure(result.error) : t`The file could not be made.`])
      return
    }
    saveTextFile(file.content, file.filename, 'text/csv;charset=utf-8')
    toast.success(
      file.rows === 0
        ? t`${file.filename}: nothing in this period`
        : t`${file.filename} downloaded`,
    )
  }
  const title = kind === 'ORDERS' ? t`Export the orders` : t`Export the commissions`
  return (
    <form
      className={styles.export}
      aria-label={title}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void download()
      }}
    >
      <fieldset className={styles.fields}>
        <legend className={styles.legend}>{title}</legend>
        <p
          className={styles.hint}
        >{t`A CSV file for your accounts, from the first to the last day.`}</p>
        <div className={styles.row}>
          <TextField
            type="date"
            label={t`From`}
            value={period.from}
            max={period.to || undefined}
            onChange={(event) => {
              setPeriod((current) => ({ ...current, from: event.target.value }))
            }}
          />
          <TextField
            type="date"
            label={t`To`}
            value={period.to}
            min={period.from || undefined}
            onChange={(event) => {
              setPeriod((current) => ({ ...current, to: event.target.value }))
            }}
          />
          <Select
            label={t`Format`}
            value={dialect}
            onChange={(event) => {
              setDialect(event.target.value === 'FRENCH' ? 'FRENCH' : 'INTERNATIONAL')
            }}
            options={[
              { value: 'FRENCH', label: t`French spreadsheet (; and 12,50)` },
              { value: 'INTERNATIONAL', label: t`International (, and 12.50)` },
            ]}
          />
          <Button type="submit" variant="secondary" isPending={pending}>
            {t`Download CSV`}
          </Button>
        </div>
      </fieldset>
      <FormAlert messages={problems} />
    </form>
  )
}
