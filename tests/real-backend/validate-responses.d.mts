export interface RecordedResponse {
  method: string
  path: string
  status: number
  contentType?: string
  body: unknown
  template?: string | null
}
export interface Checked {
  operation: string | null
  errors: string[]
}
export interface Result {
  checked: number
  skipped: number
  operations: Map<string, number>
  failures: { record: RecordedResponse; operation?: string; errors: string[] }[]
}
export function createValidator(
  document: Record<string, unknown>,
  options?: { basePath?: string },
): { check(record: RecordedResponse): Checked }
export function validateRecords(
  document: Record<string, unknown>,
  records: RecordedResponse[],
  options?: { basePath?: string; requireAll?: boolean },
): Result
export function readRecords(file: string): RecordedResponse[]
export function report(result: Result): string
