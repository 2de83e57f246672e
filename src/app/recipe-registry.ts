import type { RecipeDefinition, SlotRecipeConfig } from '@chakra-ui/react'

/*
 * Where Chakra components register their recipes as their modules load, in the build
 * (scripts/lazy-recipes.ts, docs/decisions/127-recipes-with-their-components.md and
 * 134-entry-chunk-diet.md). A module of its own, without imports, kept in the `ui` chunk
 * (vite.config.ts): a lazy chunk that imported theme.ts would split the entry.
 */
interface Tables {
  recipe: Record<string, RecipeDefinition>
  slot: Record<string, SlotRecipeConfig>
}
let target: Tables | null = null
const early: Tables = { recipe: {}, slot: {} }

/** theme.ts hands over the system's recipe tables once the system is made. */
export function bindRecipes(tables: Tables) {
  target = tables
  Object.assign(tables.recipe, early.recipe)
  Object.assign(tables.slot, early.slot)
}

/** Adds a recipe before its component first renders (the system reads the tables on each lookup). */
export function addRecipe<K extends keyof Tables>(kind: K, key: string, recipe: Tables[K][string]) {
  ;(target ?? early)[kind][key] = recipe
}
