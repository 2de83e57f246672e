/**
 * A one-sheet XLSX workbook (Office Open XML) zipped with fflate: numbers are numeric cells (money
 * with the `#,##0.00` format), text goes to the shared strings, and cells may be bold. Enough for
 * the report's workbook; spreadsheet programs open it and compute with its numbers.
 */
import { strToU8, zipSync } from 'fflate'

export type CellValue = string | number | null

export interface Cell {
  value: CellValue
  bold?: boolean
  /** Two decimals with digit grouping. */
  money?: boolean
}

export interface Sheet {
  name: string
  rows: (Cell | CellValue)[][]
  /** Column widths in characters. */
  widths?: number[]
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main'
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships'
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships'

function escape(text: string): string {
  return text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] ?? c)
}

/** A, B, … Z, AA, … for a 0-based column. */
function columnName(index: number): string {
  let name = ''
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name
  return name
}

/** Style ids of styles.xml below: 0 plain, 1 bold, 2 money, 3 bold money. */
function styleOf(cell: Cell): number {
  return (cell.bold ? 1 : 0) + (cell.money ? 2 : 0)
}

const STYLES = `${XML}<styleSheet xmlns="${MAIN}">
<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>
<cellXfs count="4">
<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>
<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>
<xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>
<xf numFmtId="4" fontId="1" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyFont="1"/>
</cellXfs>
</styleSheet>`

export function xlsxWorkbook(sheet: Sheet): Uint8Array<ArrayBuffer> {
  const strings: string[] = []
  const stringIndex = new Map<string, number>()
  const rowsXml = sheet.rows
    .map((row, r) => {
      const cells = row
        .map((raw, c): string => {
          const cell: Cell = raw !== null && typeof raw === 'object' ? raw : { value: raw }
          const ref = `${columnName(c)}${r + 1}`
          const style = styleOf(cell) ? ` s="${styleOf(cell)}"` : ''
          if (cell.value === null || cell.value === '') return ''
          if (typeof cell.value === 'number') return `<c r="${ref}"${style}><v>${cell.value}</v></c>`
          let index = stringIndex.get(cell.value)
          if (index === undefined) {
            index = strings.push(cell.value) - 1
            stringIndex.set(cell.value, index)
          }
          return `<c r="${ref}"${style} t="s"><v>${index}</v></c>`
        })
        .join('')
      return `<row r="${r + 1}">${cells}</row>`
    })
    .join('')
  const cols = sheet.widths?.length
    ? `<cols>${sheet.widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`).join('')}</cols>`
    : ''
  const files: Record<string, string> = {
    '[Content_Types].xml': `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
<Default Extension="xml" ContentType="application/xml"/>
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>
<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>
<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>
<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>
</Types>`,
    '_rels/.rels': `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    'xl/workbook.xml': `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="${escape(sheet.name.slice(0, 31))}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': `${XML}<Relationships xmlns="${PKG_REL}">
<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>
<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/>
<Relationship Id="rId3" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/>
</Relationships>`,
    'xl/worksheets/sheet1.xml': `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${REL}">${cols}<sheetData>${rowsXml}</sheetData></worksheet>`,
    'xl/styles.xml': STYLES,
    'xl/sharedStrings.xml': `${XML}<sst xmlns="${MAIN}" count="${strings.length}" uniqueCount="${strings.length}">${strings
      .map((s) => `<si><t xml:space="preserve">${escape(s)}</t></si>`)
      .join('')}</sst>`,
  }
  return new Uint8Array(zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])), { level: 6 }))
}
