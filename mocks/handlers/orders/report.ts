/**
 * The offering financial report: items and totals per offering (and a series per day or month)
 * of the filtered orders, as JSON and as a PDF or XLSX file.
 */
import { fileName, PDF_TYPE, XLSX_TYPE } from '../../files/store'
import { fieldErrors, json } from '../../helpers'
import type { TempleRequestContext } from '../../router'
import { fileLink, printedTemple } from './downloads'
import { describeFilters, matchesOffering, readFilters } from './filters'
import { money, offeringOrders } from './records'

interface FinancialItem {
  offering: string
  offering_name: string
  category_name: string
  amount: number
  count: number
  app_count: number
  counter_count: number
  pos_count: number
  website_count: number
  dakshina: number
}

function financialData(ctx: TempleRequestContext) {
  const filters = readFilters(ctx.url)
  if (filters instanceof Response) return filters
  // The report defaults to paid orders (the client always sends a status).
  const orders = offeringOrders(ctx).filter((o) => matchesOffering(o, filters))
  const items = new Map<number, FinancialItem>()
  const series = new Map<string, { amount: number; count: number }>()
  const first = orders.reduce<string | null>((min, o) => (min === null || o.booking_date < min ? o.booking_date : min), null)
  const start = filters.bookingDateAfter ?? first
  const end = filters.bookingDateBefore ?? orders.reduce((max, o) => (o.booking_date > max ? o.booking_date : max), start ?? '')
  const spanDays = start && end ? (Date.parse(end) - Date.parse(start)) / 86_400_000 : 0
  const byMonth = spanDays > 62
  for (const o of orders) {
    const item =
      items.get(o.offering_id) ??
      ({
        offering: ctx.urls.offering(o.offering_id),
        offering_name: o.offering_name,
        category_name: o.category_name,
        amount: 0,
        count: 0,
        app_count: 0,
        counter_count: 0,
        pos_count: 0,
        website_count: 0,
        dakshina: 0,
      } satisfies FinancialItem)
    item.amount += o.amount
    item.count += 1
    item[`${o.channel}_count`] += 1
    item.dakshina += o.dakshina
    items.set(o.offering_id, item)
    const period = byMonth ? o.booking_date.slice(0, 7) : o.booking_date
    const point = series.get(period) ?? { amount: 0, count: 0 }
    point.amount += o.amount
    point.count += 1
    series.set(period, point)
  }
  const list = [...items.values()].sort((a, b) => b.amount - a.amount || a.offering_name.localeCompare(b.offering_name))
  const sum = (key: keyof FinancialItem) => list.reduce((total, item) => total + (item[key] as number), 0)
  return {
    items: list,
    totals: {
      total_amount: sum('amount'),
      total_count: sum('count'),
      total_app_count: sum('app_count'),
      total_counter_count: sum('counter_count'),
      total_pos_count: sum('pos_count'),
      total_website_count: sum('website_count'),
      total_dakshina: sum('dakshina'),
    },
    granularity: byMonth ? ('month' as const) : ('day' as const),
    series: [...series.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([period, p]) => ({ period, amount: money(p.amount), count: p.count })),
  }
}

export function financial(ctx: TempleRequestContext): Response {
  const data = financialData(ctx)
  if (data instanceof Response) return data
  return json({
    items: data.items.map((item) => ({ ...item, amount: money(item.amount), dakshina: money(item.dakshina) })),
    total_amount: money(data.totals.total_amount),
    total_count: data.totals.total_count,
    total_app_count: data.totals.total_app_count,
    total_counter_count: data.totals.total_counter_count,
    total_pos_count: data.totals.total_pos_count,
    total_website_count: data.totals.total_website_count,
    total_dakshina: money(data.totals.total_dakshina),
    granularity: data.granularity,
    series: data.series,
  })
}

export function financialDownload(ctx: TempleRequestContext): Response | Promise<Response> {
  const fileType = ctx.url.searchParams.get('file_type')
  if (fileType !== 'pdf' && fileType !== 'xlsx') {
    return fieldErrors({ file_type: [`"${fileType ?? ''}" is not a valid choice.`] })
  }
  const data = financialData(ctx)
  if (data instanceof Response) return data
  const report = { temple: printedTemple(ctx.temple), subtitle: describeFilters(ctx.url), items: data.items, totals: data.totals }
  const q = ctx.url.searchParams
  const name = fileName(`offering-report-${q.get('booking_date_after') ?? ''}-to-${q.get('booking_date_before') ?? ''}`, fileType)
  return fileType === 'pdf'
    ? fileLink(ctx, name, PDF_TYPE, { kind: 'report-pdf', report })
    : fileLink(ctx, name, XLSX_TYPE, { kind: 'report-xlsx', report })
}
