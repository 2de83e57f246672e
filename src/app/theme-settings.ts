import { defineConfig } from '@chakra-ui/react'

/*
 * What the shell settings (issue 15) add to the theme, kept apart from theme.ts so the two change
 * independently: the brand colour's dark-mode values (text on dark backgrounds keeps 4.5:1), the
 * "modern" style (rounder corners) and the reduced-motion rule for route transitions. The colour
 * presets need nothing here: they repoint the brand scale's CSS variables (layout/settings).
 */
export const settingsConfig = defineConfig({
  globalCss: {
    '[data-style=modern]': {
      '--chakra-radii-l1': 'var(--chakra-radii-sm)',
      '--chakra-radii-l2': 'var(--chakra-radii-lg)',
      '--chakra-radii-l3': 'var(--chakra-radii-xl)',
    },
    '[data-route-transition]': {
      '@media (prefers-reduced-motion: reduce)': { animation: 'none !important' },
    },
  },
  theme: {
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: { base: '{colors.brand.800}', _dark: '{colors.brand.700}' } },
          contrast: { value: 'white' },
          fg: { value: { base: '{colors.brand.700}', _dark: '{colors.brand.300}' } },
          muted: { value: { base: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { base: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { base: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { base: '{colors.brand.500}', _dark: '{colors.brand.400}' } },
        },
      },
    },
  },
})
