import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { ReactNode } from 'react'

import { cx } from '../internal/cx'
import { ChevronDownIcon } from '../internal/icons'
import { VisuallyHidden } from '../internal/visually-hidden'
import styles from './data-table.module.css'

/** A column of a {@link DataTable}. */
export interface DataTableColumn<Row> {
  id: string
  header: ReactNode
  cell: (row: Row) => ReactNode
  /** `end` for amounts and counts, so digits line up. */
  align?: 'start' | 'end'
  /** Makes the header a button that asks for sorting by this column. */
  sortable?: boolean
  /** Marks the column whose cells name the row (read as row headers). */
  rowHeader?: boolean
}

/** Sort order of a {@link DataTable}. */
export interface DataTableSort {
  columnId: string
  direction: 'ascending' | 'descending'
}

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> {
  /** Title of the table, also the name of its scrolling region. */
  caption: ReactNode
  hideCaption?: boolean
  columns: readonly DataTableColumn<Row>[]
  rows: readonly Row[]
  getRowId: (row: Row) => string
  /** Current sort; the data is sorted by the caller (usually the API). */
  sort?: DataTableSort
  onSortChange?: (sort: DataTableSort) => void
  /** Shown in place of rows when there are none. */
  empty?: ReactNode
}

/**
 * A table of records (attributed orders, commissions, payouts) with optional sorting.
 *
 * @remarks A real `<table>` with a caption, inside a focusable region that scrolls sideways on
 * small screens. Sortable headers are buttons; the sorted column carries `aria-sort`.
 */
export function DataTable<Row>({
  caption,
  hideCaption,
  columns,
  rows,
  getRowId,
  sort,
  onSortChange,
  empty,
}: DataTableProps<Row>) {
  const { t } = useLingui()
  const captionId = useId()
  return (
    <div className={styles.region} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {hideCaption ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sorted = sort?.columnId === column.id ? sort.direction : undefined
              return (
                <th
                  key={column.id}
                  scope="col"
                  className={cx(styles.th, column.align === 'end' && styles.end)}
                  aria-sort={column.sortable ? (sorted ?? 'none') : undefined}
                >
                  {column.sortable && onSortChange ? (
                    <button
                      type="button"
                      className={styles.sort}
                      onClick={() => {
                        onSortChange({
                          columnId: column.id,
                          direction: sorted === 'ascending' ? 'descending' : 'ascending',
                        })
                      }}
                    >
                      {column.header}
                      <ChevronDownIcon size={14} className={styles.arrow} />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              )
            })}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {empty ?? t`Nothing to show yet.`}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={getRowId(row)}>
                {columns.map((column) => {
                  const Cell = column.rowHeader ? 'th' : 'td'
                  return (
                    <Cell
                      key={column.id}
                      scope={column.rowHeader ? 'row' : undefined}
                      className={cx(styles.td, column.align === 'end' && styles.end)}
                    >
                      {column.cell(row)}
                    </Cell>
                  )
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  )
}
