import { msg, type MessageKey } from '@/shared/i18n'
import type { ColorPreset } from './model'

const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const

/**
 * The 12 colour presets. Each replaces the `brand` scale (the primary colour) through CSS
 * variables on the root element, so the theme itself does not change. `dark-blue` is the theme's
 * own scale; the others point at Chakra's palettes, and indigo carries its values.
 */
export const PRESET_SWATCH: Record<ColorPreset, { label: MessageKey; palette: string | readonly string[] | null; swatch: string }> = {
  'dark-blue': { label: msg('layout.settings.colours.darkBlue'), palette: null, swatch: '#1e2a8a' },
  blue: { label: msg('layout.settings.colours.blue'), palette: 'blue', swatch: '#1e40af' },
  indigo: {
    label: msg('layout.settings.colours.indigo'),
    palette: ['#eef2ff', '#e0e7ff', '#c7d2fe', '#a5b4fc', '#818cf8', '#6366f1', '#4f46e5', '#4338ca', '#3730a3', '#312e81', '#1e1b4b'],
    swatch: '#3730a3',
  },
  purple: { label: msg('layout.settings.colours.purple'), palette: 'purple', swatch: '#6b21a8' },
  pink: { label: msg('layout.settings.colours.pink'), palette: 'pink', swatch: '#9d174d' },
  red: { label: msg('layout.settings.colours.red'), palette: 'red', swatch: '#991919' },
  orange: { label: msg('layout.settings.colours.orange'), palette: 'orange', swatch: '#92310a' },
  amber: { label: msg('layout.settings.colours.amber'), palette: 'yellow', swatch: '#713f12' },
  green: { label: msg('layout.settings.colours.green'), palette: 'green', swatch: '#116932' },
  teal: { label: msg('layout.settings.colours.teal'), palette: 'teal', swatch: '#0c5d56' },
  cyan: { label: msg('layout.settings.colours.cyan'), palette: 'cyan', swatch: '#155e75' },
  slate: { label: msg('layout.settings.colours.slate'), palette: 'gray', swatch: '#27272a' },
}

/** CSS variables that repoint the brand scale at a preset ({} for the default). */
export function presetVars(preset: ColorPreset): Record<string, string> {
  const { palette } = PRESET_SWATCH[preset]
  if (palette === null) return {}
  const vars: Record<string, string> = {}
  SHADES.forEach((shade, index) => {
    vars[`--chakra-colors-brand-${shade}`] =
      typeof palette === 'string' ? `var(--chakra-colors-${palette}-${shade})` : (palette[index] ?? '')
  })
  return vars
}

export const PRESET_VAR_NAMES = SHADES.map((shade) => `--chakra-colors-brand-${shade}`)
