/**
 * Today as yyyy-MM-dd in the browser's time zone. Its own module, without dayjs, on purpose: route
 * search defaults call it, so it is part of the entry chunk, and importing `dates.ts` there would
 * bring dayjs into the entry (docs/decisions/082-entry-without-shared-libraries.md).
 */
export function todayApiDate(): string {
  const now = new Date()
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}
