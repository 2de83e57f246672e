import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react'
import * as theme from '@chakra-ui/react/theme'
import { bindRecipes } from './recipe-registry'
import { settingsConfig } from './theme-settings'

/*
 * Chakra's default tokens and styles. The recipes: in the build each one travels with the
 * component that uses it (scripts/lazy-recipes.ts registers it when the component's module loads;
 * docs/decisions/127-recipes-with-their-components.md, 134-entry-chunk-diet.md), so a page carries
 * the recipes of what it renders and nothing more, and there is no list to keep. In the build
 * `@chakra-ui/react/theme` resolves to its tokens and styles only (the same plugin). `vite dev`
 * (which pre-bundles Chakra into one file) and the tests register every recipe at once here.
 */
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
    recipes: __LAZY_RECIPES__ ? {} : { ...theme.recipes },
    slotRecipes: __LAZY_RECIPES__ ? {} : { ...theme.slotRecipes },
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
        // Chakra's defaults that fail 4.5:1 (WCAG 1.4.3) with the text drawn on them: white on
        // green.600 is 3.3:1 and on orange.600 3.6:1 (the solid buttons and badges); the light
        // mode's error, warning and success text (red.500, orange.600, green.600) 3.3 to 3.8:1 on
        // white. One step darker passes in both colour modes (with white text on orange in dark mode
        // too, where Chakra puts black on its lighter orange); the dark mode's text keeps its value.
        green: { solid: { value: '{colors.green.700}' } },
        orange: { solid: { value: '{colors.orange.700}' }, contrast: { value: 'white' } },
        fg: {
          error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
          warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
          success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
        },
      },
    },
  },
})

let made: SystemContext | undefined

/**
 * Makes the system in a task of its own, before the first render needs it: main.tsx calls it at
 * start-up, while the page's code and data are on their way (docs/decisions/141-start-up-in-short-tasks.md).
 */
export function prepareAppSystem() {
  setTimeout(appSystem, 0)
}

/**
 * The app's style system, made on its first use rather than when this module loads: building the
 * token tables is the heaviest start-up step (see prepareAppSystem). In the build its global CSS is
 * made at build time and is in index.html (scripts/static-global-css.ts).
 */
export function appSystem(): SystemContext {
  if (made) return made
  made = createSystem(defaultBaseConfig, baseTheme, config, settingsConfig)
  // Components add their recipes to these tables as their modules load (recipe-registry.ts).
  const systemTheme = (made._config.theme ??= {})
  bindRecipes({ recipe: (systemTheme.recipes ??= {}), slot: (systemTheme.slotRecipes ??= {}) })
  return made
}
