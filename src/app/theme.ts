import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react'
import * as theme from '@chakra-ui/react/theme'
import { bindSlotRecipes } from './recipe-registry'
import { settingsConfig } from './theme-settings'

/*
 * Chakra's default tokens with only the recipes of the components the app imports: every recipe
 * listed here is part of the entry chunk of every page (docs/decisions/080-list-performance.md,
 * 083-theme-recipes-in-use.md). A component whose recipe is missing renders unstyled: when you
 * first use a Chakra component, add its recipe below (the names are those of
 * `@chakra-ui/react/theme`, e.g. `popover: theme.popoverSlotRecipe`).
 */
const recipes = {
  badge: theme.badgeRecipe,
  button: theme.buttonRecipe,
  code: theme.codeRecipe,
  kbd: theme.kbdRecipe,
  heading: theme.headingRecipe,
  input: theme.inputRecipe,
  link: theme.linkRecipe,
  separator: theme.separatorRecipe,
  skeleton: theme.skeletonRecipe,
  spinner: theme.spinnerRecipe,
  textarea: theme.textareaRecipe,
  icon: theme.iconRecipe,
  checkmark: theme.checkmarkRecipe,
  radiomark: theme.radiomarkRecipe,
}

const slotRecipes = {
  alert: theme.alertSlotRecipe,
  avatar: theme.avatarSlotRecipe,
  card: theme.cardSlotRecipe,
  emptyState: theme.emptyStateSlotRecipe,
  field: theme.fieldSlotRecipe,
  fieldset: theme.fieldsetSlotRecipe,
  list: theme.listSlotRecipe,
  nativeSelect: theme.nativeSelectSlotRecipe,
  table: theme.tableSlotRecipe,
  tag: theme.tagSlotRecipe,
}

/**
 * The recipes of components that only lazy chunks render (their state machines load on demand):
 * in the build they travel with their component (scripts/lazy-recipes.ts registers each one when
 * its component's module loads, docs/decisions/127-recipes-with-their-components.md); `vite dev`
 * and the tests register them here. A new one goes into both lists.
 */
const lazySlotRecipes = () => ({
  accordion: theme.accordionSlotRecipe,
  checkbox: theme.checkboxSlotRecipe,
  dialog: theme.dialogSlotRecipe,
  drawer: theme.drawerSlotRecipe,
  menu: theme.menuSlotRecipe,
  popover: theme.popoverSlotRecipe,
  progress: theme.progressSlotRecipe,
  radioGroup: theme.radioGroupSlotRecipe,
  switch: theme.switchSlotRecipe,
  tabs: theme.tabsSlotRecipe,
  toast: theme.toastSlotRecipe,
  tooltip: theme.tooltipSlotRecipe,
})

const baseTheme = defineConfig({
  preflight: true,
  cssVarsPrefix: theme.cssVarsPrefix,
  cssVarsRoot: theme.cssVarsRoot,
  globalCss: theme.globalCss,
  theme: {
    breakpoints: theme.breakpoints,
    keyframes: theme.keyframes,
    tokens: theme.tokens,
    semanticTokens: theme.semanticTokens,
    recipes,
    slotRecipes: __LAZY_RECIPES__ ? slotRecipes : { ...slotRecipes, ...lazySlotRecipes() },
    textStyles: theme.textStyles,
    layerStyles: theme.layerStyles,
    animationStyles: theme.animationStyles,
  },
})

/** Primary: a dark blue; secondary: a red (the product's defaults). Light mode. */
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.subtle', color: 'fg' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: `'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif` },
        body: { value: `'Inter', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif` },
      },
      colors: {
        brand: {
          50: { value: '#eef2ff' },
          100: { value: '#dbe3fe' },
          200: { value: '#bfccfd' },
          300: { value: '#93a9fb' },
          400: { value: '#607cf6' },
          500: { value: '#3b55f0' },
          600: { value: '#2638d4' },
          700: { value: '#1f2cab' },
          800: { value: '#1e2a8a' },
          900: { value: '#1c266c' },
          950: { value: '#141842' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.800}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
      },
    },
  },
})

export const system = createSystem(defaultBaseConfig, baseTheme, config, settingsConfig)

// Lazily loaded components add their recipes to this table (recipe-registry.ts).
bindSlotRecipes(((system._config.theme ??= {}).slotRecipes ??= {}))
