import createCache from '@emotion/cache'
import { serializeStyles } from '@emotion/serialize'
import { appSystem } from '../src/app/theme'

/**
 * The CSS that Chakra's provider injects at start-up (the layer order, the reset, the global
 * styles, every token as a CSS variable), as text: the same objects, serialised and compiled by
 * the same emotion functions as its `<Global>` does in the browser (run by scripts/static-global-css.ts
 * at build time).
 */
export function globalCssText(): string {
  const system = appSystem()
  const cache = createCache({ key: 'css' })
  // Where a document exists (the tests) emotion hands each rule to the sheet; without one (the
  // build, in Node) it returns them as text. Both land here.
  const rules: string[] = []
  const sheet = { insert: (rule: string) => void rules.push(rule) } as unknown as typeof cache.sheet
  for (const styles of [system.layers.atRule, system._global]) {
    for (
      let serialized: ReturnType<typeof serializeStyles> | undefined = serializeStyles([styles], undefined, {});
      serialized;
      serialized = serialized.next
    ) {
      const returned = cache.insert('', serialized, sheet, false)
      if (typeof returned === 'string') rules.push(returned)
    }
  }
  return rules.join('')
}
