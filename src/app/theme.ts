import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react'

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

export const system = createSystem(defaultConfig, config)
