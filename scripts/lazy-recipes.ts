import { join } from 'node:path'
import type { Plugin } from 'vite'

/**
 * Chakra slot recipes that travel with their component instead of sitting in the entry
 * (docs/decisions/127-recipes-with-their-components.md). Each key is the recipe's name in the
 * theme; the value, the folder of the component under `@chakra-ui/react/dist/esm/components/`.
 * These components have a state machine and load only in lazy chunks (dialogs, drawers, menus,
 * popovers, tabs, toasts...), so their recipes need not be on every page's first load.
 */
export const LAZY_SLOT_RECIPES = {
  accordion: 'accordion',
  checkbox: 'checkbox',
  dialog: 'dialog',
  drawer: 'drawer',
  menu: 'menu',
  popover: 'popover',
  progress: 'progress',
  radioGroup: 'radio-group',
  switch: 'switch',
  tabs: 'tabs',
  toast: 'toast',
  tooltip: 'tooltip',
} as const

const PREFIX = 'virtual:chakra-recipe/'
const byFolder = new Map<string, string>(Object.entries(LAZY_SLOT_RECIPES).map(([key, folder]) => [folder, key]))
const COMPONENT = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/]([a-z-]+)[\\/]([a-z-]+)\.js$/

/**
 * Build only (`vite dev` pre-bundles Chakra into one file, and the tests do not transform it; both
 * register every recipe at once, see src/app/theme.ts): the module of each component above gets
 * `import 'virtual:chakra-recipe/<key>'` first, which registers the recipe on the app's system
 * before the component can render. The recipe's code lands in whichever chunk holds the component.
 */
export function lazyRecipesPlugin(registryModule: string, recipesDir: string): Plugin {
  let build = false
  return {
    name: 'lazy-chakra-recipes',
    configResolved(config) {
      build = config.command === 'build'
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined
      const key = id.slice(PREFIX.length + 1) as keyof typeof LAZY_SLOT_RECIPES
      return [
        // The recipe's own module, not the theme's index: the index is part of the entry.
        `import { ${key}SlotRecipe } from ${JSON.stringify(join(recipesDir, `${LAZY_SLOT_RECIPES[key]}.js`))}`,
        `import { addSlotRecipe } from ${JSON.stringify(registryModule)}`,
        `addSlotRecipe(${JSON.stringify(key)}, ${key}SlotRecipe)`,
      ].join('\n')
    },
    transform(code, id) {
      if (!build) return undefined
      const match = COMPONENT.exec(id)
      if (!match || match[1] !== match[2]) return undefined
      const key = byFolder.get(match[1] ?? '')
      if (!key) return undefined
      return { code: `import '${PREFIX}${key}';\n${code}`, map: null }
    },
  }
}
