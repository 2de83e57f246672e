/**
 * POST /__mock__/seed-offerings?count=2000&temple=1 (mock-only, no auth): bulk offerings for the
 * benchmarks, spread over the temple's categories and deities.
 */
import { insertRow } from '../../db'
import { json, notFound, parseId } from '../../helpers'
import type { RequestContext } from '../../router'

function amount(value: number): string {
  return value.toFixed(2)
}

export function seedMany(ctx: RequestContext): Response {
  const count = Math.min(parseId(ctx.url.searchParams.get('count')) ?? 2000, 20000)
  const templeId = parseId(ctx.url.searchParams.get('temple')) ?? 1
  const categories = ctx.db.offeringCategories.filter((c) => c.temple_id === templeId)
  const deities = ctx.db.deities.filter((d) => d.temple_id === templeId)
  if (categories.length === 0) return notFound()
  const types = ['daily', 'weekly', 'monthly', 'custom'] as const
  const start = Date.now() - count * 1000
  for (let i = 0; i < count; i += 1) {
    const category = categories[i % categories.length]
    if (!category) continue
    const offering = insertRow(ctx.db, 'offerings', {
      temple_id: templeId,
      category_id: category.id,
      name: `Bulk offering ${i + 1}`,
      price: amount(10 + (i % 50) * 5),
      can_change_price: false,
      offering_type: types[i % types.length] ?? 'daily',
      available_online: i % 3 !== 1,
      available_offline: i % 3 !== 2,
      block_period: i % 5 === 0 ? 'day' : 'not_applicable',
      block_unit: i % 5 === 0 ? 1 + (i % 3) : null,
      repeat_unit: 1,
      is_recommended: false,
      is_courier_available: false,
      use_closing_time: false,
      per_day_limit: i % 4 === 0 ? 10 : null,
      is_dakshina_required: false,
      min_dakshina_amount: null,
      description: '',
      offering_meta: { dates: [], days: [], excludes: [] },
      created_at: new Date(start + i * 1000).toISOString(),
    })
    const deity = deities[i % Math.max(1, deities.length)]
    if (deity) deity.offering_ids.push(offering.id)
  }
  return json({ created: count, temple: templeId }, { status: 201 })
}
