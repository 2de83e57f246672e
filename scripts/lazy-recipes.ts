import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/*
 * Every Chakra recipe travels with the component that uses it
 * (docs/decisions/127-recipes-with-their-components.md, 134-entry-chunk-diet.md). Build only: `vite dev` pre-bundles Chakra into
 * one file and the tests do not transform node_modules; both register all of Chakra's recipes at
 * once (src/app/theme.ts).
 *
 * - A module that looks a recipe up by key (a Chakra component's `createRecipeContext({ key })`,
 *   `createSlotRecipeContext({ key })`, `useRecipe({ key })`, `useSlotRecipe({ key })`, or one of
 *   ours calling those hooks) gets `import 'virtual:chakra-recipe/<kind>/<key>'` first. That module
 *   imports the recipe from its own file and adds it to the system's table
 *   (src/app/recipe-registry.ts) before the component can render, so the recipe lands in whichever
 *   chunk holds the component: the shell's components' recipes in the entry, a dialog's with the
 *   dialog.
 * - src/app/theme.ts's `import * as theme from '@chakra-ui/react/theme'` resolves to a module that
 *   re-exports only the tokens, styles and settings from their own files. Chakra's theme index
 *   re-exports every recipe, which made all of them reachable from the entry (and so part of it).
 */
const PREFIX = 'virtual:chakra-recipe/'
const THEME_BASE = '\0virtual:chakra-theme-base'
const LOOKUP = /\b(createRecipeContext|createSlotRecipeContext|useRecipe|useSlotRecipe)\(\s*\{\s*key:\s*["'](\w+)["']/g
const CHAKRA_COMPONENT = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/]/
const ANATOMY = /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]anatomy\.js$/
const OWN_SOURCE = /[\\/]src[\\/].*\.tsx?$/

type Kind = 'recipe' | 'slot'
const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
const exportName = (kind: Kind, key: string) => `${key}${kind === 'slot' ? 'SlotRecipe' : 'Recipe'}`

/** What `@chakra-ui/react/theme` exports besides the recipes (its index.js builds these inline). */
function themeBaseModule(themeDir: string) {
  const from = (file: string) => JSON.stringify(join(themeDir, file))
  const tokens = {
    aspectRatios: 'tokens/aspect-ratios.js',
    animations: 'tokens/animations.js',
    blurs: 'tokens/blurs.js',
    borders: 'tokens/borders.js',
    colors: 'tokens/colors.js',
    durations: 'tokens/durations.js',
    easings: 'tokens/easings.js',
    fonts: 'tokens/fonts.js',
    fontSizes: 'tokens/font-sizes.js',
    fontWeights: 'tokens/font-weights.js',
    letterSpacings: 'tokens/letter-spacing.js',
    lineHeights: 'tokens/line-heights.js',
    radii: 'tokens/radius.js',
    spacing: 'tokens/spacing.js',
    sizes: 'tokens/sizes.js',
    zIndices: 'tokens/z-indices.js',
    cursor: 'tokens/cursor.js',
  }
  return [
    `export { breakpoints } from ${from('breakpoints.js')}`,
    // The global styles and the keyframes are only ever turned into the global CSS, which the
    // build makes in Node and puts in index.html (scripts/static-global-css.ts, with the real
    // theme): the browser's system has no use for them (decision 143).
    'export const globalCss = {}',
    'export const keyframes = {}',
    `export { layerStyles } from ${from('layer-styles.js')}`,
    `export { animationStyles } from ${from('motion-styles.js')}`,
    `export { textStyles } from ${from('text-styles.js')}`,
    `import { semanticColors } from ${from('semantic-tokens/colors.js')}`,
    `import { semanticRadii } from ${from('semantic-tokens/radii.js')}`,
    `import { semanticShadows } from ${from('semantic-tokens/shadows.js')}`,
    ...Object.entries(tokens).map(([name, file]) => `import { ${name} } from ${from(file)}`),
    `export const tokens = { ${Object.keys(tokens)
      .map((name) => (name === 'zIndices' ? 'zIndex: zIndices' : name))
      .join(', ')} }`,
    'export const semanticTokens = { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii }',
    `export const cssVarsPrefix = 'chakra'`,
    `export const cssVarsRoot = ':where(html, .chakra-theme)'`,
  ].join('\n')
}

export function lazyRecipesPlugin(registryModule: string, themeDir: string, themeModule: string): Plugin {
  let build = false
  const recipesDir = join(themeDir, 'recipes')
  const exists = new Map<string, boolean>()
  /** Whether Chakra's theme has this recipe (`text`, for one, has none). */
  const hasRecipe = (kind: Kind, key: string) => {
    const id = `${kind}/${key}`
    let found = exists.get(id)
    if (found === undefined) {
      const file = join(recipesDir, `${kebab(key)}.js`)
      found = existsSync(file) && readFileSync(file, 'utf8').includes(`export { ${exportName(kind, key)} }`)
      exists.set(id, found)
    }
    return found
  }
  return {
    name: 'lazy-chakra-recipes',
    // Before Vite's resolver, which would resolve `@chakra-ui/react/theme` through the package's exports.
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build'
    },
    resolveId(id, importer) {
      if (id.startsWith(PREFIX)) return `\0${id}`
      if (build && id === '@chakra-ui/react/theme' && importer === themeModule) return THEME_BASE
      return undefined
    },
    load(id) {
      if (id === THEME_BASE) return themeBaseModule(themeDir)
      if (!id.startsWith(`\0${PREFIX}`)) return undefined
      const [kind, key] = id.slice(PREFIX.length + 1).split('/') as [Kind, string]
      const name = exportName(kind, key)
      return [
        `import { ${name} } from ${JSON.stringify(join(recipesDir, `${kebab(key)}.js`))}`,
        `import { addRecipe } from ${JSON.stringify(registryModule)}`,
        `addRecipe(${JSON.stringify(kind)}, ${JSON.stringify(key)}, ${name})`,
      ].join('\n')
    },
    transform(code, id) {
      if (build && ANATOMY.test(id)) {
        // Its top level builds every component's anatomy; unmarked, each call (and the part
        // lists of Ark it imports) stays in whichever chunk holds the module, used or not.
        return { code: code.replace(/^const (\w+) = (?=\w)/gm, 'const $1 = /* @__PURE__ */ '), map: null }
      }
      if (!build || !(CHAKRA_COMPONENT.test(id) || (OWN_SOURCE.test(id) && !id.includes('node_modules')))) return undefined
      const imports = new Set<string>()
      for (const [, fn, key] of code.matchAll(LOOKUP)) {
        const kind: Kind = fn === 'createSlotRecipeContext' || fn === 'useSlotRecipe' ? 'slot' : 'recipe'
        if (key && hasRecipe(kind, key)) imports.add(`import '${PREFIX}${kind}/${key}';`)
      }
      if (imports.size === 0) return undefined
      // On the first line, so the lines of the module (and of its source map) do not move.
      return { code: `${[...imports].join('')}${code}`, map: null }
    },
  }
}
