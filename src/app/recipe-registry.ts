import type { SlotRecipeConfig } from '@chakra-ui/react'

/*
 * Where lazily loaded Chakra components register their slot recipes (scripts/lazy-recipes.ts,
 * docs/decisions/127-recipes-with-their-components.md). A module of its own, without imports, kept
 * in the `ui` chunk (vite.config.ts): a lazy chunk that imported theme.ts would split the entry.
 */
let target: Record<string, SlotRecipeConfig> | null = null
const early: Record<string, SlotRecipeConfig> = {}

/** theme.ts hands over the system's slot recipe table once the system is made. */
export function bindSlotRecipes(table: Record<string, SlotRecipeConfig>) {
  target = table
  Object.assign(table, early)
}

/** Adds a slot recipe before its component first renders (the system reads the table on each lookup). */
export function addSlotRecipe(key: string, recipe: SlotRecipeConfig) {
  if (target) target[key] = recipe
  else early[key] = recipe
}
