/**
 * The shell's settings (issue 15): a few orthogonal axes kept per browser in localStorage, three
 * of which (`layout`, `mode`, `style`) a link can set with `?layout=&mode=&style=`. The eleven
 * navigation layouts are not eleven layouts: `shellOf` maps each onto a handful of primitives
 * (sidebar variant, header variant, horizontal bar, colour scheme of the navigation) that the one
 * shell in app-layout.tsx renders. No React here, so the unit tests and the entry stay light.
 */

import { msg, type MessageKey } from '@/shared/i18n'

export const LAYOUTS = [
  'standard',
  'default',
  'header-user',
  'header-user-mini',
  'mini-sidebar-toggle',
  'mini',
  'drawer',
  'bit-bucket',
  'horizontal-default',
  'horizontal-light',
  'horizontal-dark',
] as const
export type NavLayout = (typeof LAYOUTS)[number]

/** Each layout's name, as a message key (shown translated). */
export const LAYOUT_LABELS: Record<NavLayout, MessageKey> = {
  standard: msg('layout.settings.layouts.standard'),
  default: msg('layout.settings.layouts.default'),
  'header-user': msg('layout.settings.layouts.headerUser'),
  'header-user-mini': msg('layout.settings.layouts.headerUserMini'),
  'mini-sidebar-toggle': msg('layout.settings.layouts.miniSidebarToggle'),
  mini: msg('layout.settings.layouts.mini'),
  drawer: msg('layout.settings.layouts.drawer'),
  'bit-bucket': msg('layout.settings.layouts.bitBucket'),
  'horizontal-default': msg('layout.settings.layouts.horizontalDefault'),
  'horizontal-light': msg('layout.settings.layouts.horizontalLight'),
  'horizontal-dark': msg('layout.settings.layouts.horizontalDark'),
}

export const MODES = ['light', 'semi-dark', 'dark'] as const
export type ThemeMode = (typeof MODES)[number]

export const STYLES = ['standard', 'modern'] as const
export type ThemeStyle = (typeof STYLES)[number]

export const FOOTERS = ['hidden', 'fluid', 'fixed'] as const
export type FooterMode = (typeof FOOTERS)[number]

export const TRANSITIONS = ['none', 'fade', 'slide-up', 'slide-down', 'slide-left', 'slide-right'] as const
export type RouteTransition = (typeof TRANSITIONS)[number]

export const PRESETS = [
  'dark-blue',
  'blue',
  'indigo',
  'purple',
  'pink',
  'red',
  'orange',
  'amber',
  'green',
  'teal',
  'cyan',
  'slate',
] as const
export type ColorPreset = (typeof PRESETS)[number]

export interface ShellSettings {
  layout: NavLayout
  mode: ThemeMode
  style: ThemeStyle
  boxed: boolean
  footer: FooterMode
  transition: RouteTransition
  rtl: boolean
  preset: ColorPreset
}

/** The spec's defaults: standard style, light, header-user-mini, full width, no animation, footer hidden, dark blue. */
export const DEFAULT_SETTINGS: Readonly<ShellSettings> = Object.freeze({
  layout: 'header-user-mini',
  mode: 'light',
  style: 'standard',
  boxed: false,
  footer: 'hidden',
  transition: 'none',
  rtl: false,
  preset: 'dark-blue',
})

export const STORAGE_KEY = 'tbo.shell-settings'

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined
}

/** Whatever was stored, with every unknown or invalid field replaced by its default. */
export function sanitize(raw: unknown): ShellSettings {
  const value = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {}
  return {
    layout: oneOf(LAYOUTS, value.layout) ?? DEFAULT_SETTINGS.layout,
    mode: oneOf(MODES, value.mode) ?? DEFAULT_SETTINGS.mode,
    style: oneOf(STYLES, value.style) ?? DEFAULT_SETTINGS.style,
    boxed: typeof value.boxed === 'boolean' ? value.boxed : DEFAULT_SETTINGS.boxed,
    footer: oneOf(FOOTERS, value.footer) ?? DEFAULT_SETTINGS.footer,
    transition: oneOf(TRANSITIONS, value.transition) ?? DEFAULT_SETTINGS.transition,
    rtl: typeof value.rtl === 'boolean' ? value.rtl : DEFAULT_SETTINGS.rtl,
    preset: oneOf(PRESETS, value.preset) ?? DEFAULT_SETTINGS.preset,
  }
}

/**
 * The `layout`, `mode` and `style` a query string asks for; invalid values are ignored. Besides
 * the exact names, `horizontal` is taken for `horizontal-default` and spaces or underscores for
 * dashes (`?layout=horizontal%20dark`).
 */
export function fromSearch(search: string): Partial<Pick<ShellSettings, 'layout' | 'mode' | 'style'>> {
  const params = new URLSearchParams(search)
  const norm = (key: string) =>
    params
      .get(key)
      ?.trim()
      .toLowerCase()
      .replace(/[\s_]+/g, '-')
  const rawLayout = norm('layout')
  const layout = oneOf(LAYOUTS, rawLayout === 'horizontal' ? 'horizontal-default' : rawLayout)
  const mode = oneOf(MODES, norm('mode'))
  const style = oneOf(STYLES, norm('style'))
  return { ...(layout && { layout }), ...(mode && { mode }), ...(style && { style }) }
}

export function readStored(storage: Storage | undefined = globalThis.localStorage): ShellSettings {
  try {
    const raw = storage?.getItem(STORAGE_KEY)
    return sanitize(raw ? JSON.parse(raw) : null)
  } catch {
    return { ...DEFAULT_SETTINGS }
  }
}

export function writeStored(settings: ShellSettings, storage: Storage | undefined = globalThis.localStorage) {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(settings))
  } catch {
    // Private mode or a full quota: the choice holds for this page only.
  }
}

// ---------------------------------------------------------------------------------------------
// The store: one per page, read by useSyncExternalStore.
// ---------------------------------------------------------------------------------------------

export interface SettingsStore {
  get: () => ShellSettings
  subscribe: (listener: () => void) => () => void
  update: (changes: Partial<ShellSettings>) => void
  reset: () => void
}

/** A store that starts from what was stored, then what the URL asks for (which is stored too). */
export function createSettingsStore(search = '', storage: Storage | undefined = globalThis.localStorage): SettingsStore {
  let current = readStored(storage)
  const fromUrl = fromSearch(search)
  if (Object.keys(fromUrl).length > 0) {
    current = { ...current, ...fromUrl }
    writeStored(current, storage)
  }
  const listeners = new Set<() => void>()
  const set = (next: ShellSettings) => {
    current = next
    writeStored(current, storage)
    listeners.forEach((listener) => listener())
  }
  return {
    get: () => current,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    update: (changes) => set(sanitize({ ...current, ...changes })),
    reset: () => set({ ...DEFAULT_SETTINGS }),
  }
}

// ---------------------------------------------------------------------------------------------
// Layout primitives
// ---------------------------------------------------------------------------------------------

/** How the sidebar shows at and above the large breakpoint (below it, always as a drawer). */
export type SidebarVariant = 'full' | 'mini' | 'mini-hover' | 'drawer' | 'none'

export interface ShellShape {
  sidebar: SidebarVariant
  /** `full`: the header spans the page with the logo; `beside`: the logo tops the sidebar. */
  header: 'full' | 'beside'
  /** The navigation as a bar under the header. */
  horizontal: boolean
  /** The user's name and role at the top of the sidebar. */
  userInSidebar: boolean
  /** A header button that folds the sidebar to its mini form. */
  sidebarToggle: boolean
  /** Colour scheme of the navigation: `inherit` follows the mode. */
  navScheme: 'inherit' | 'light' | 'dark'
}

const SHAPES: Record<NavLayout, ShellShape> = {
  standard: { sidebar: 'full', header: 'full', horizontal: false, userInSidebar: false, sidebarToggle: false, navScheme: 'inherit' },
  default: { sidebar: 'full', header: 'beside', horizontal: false, userInSidebar: false, sidebarToggle: false, navScheme: 'inherit' },
  'header-user': { sidebar: 'full', header: 'full', horizontal: false, userInSidebar: true, sidebarToggle: false, navScheme: 'inherit' },
  'header-user-mini': {
    sidebar: 'mini-hover',
    header: 'full',
    horizontal: false,
    userInSidebar: true,
    sidebarToggle: false,
    navScheme: 'inherit',
  },
  'mini-sidebar-toggle': {
    sidebar: 'full',
    header: 'beside',
    horizontal: false,
    userInSidebar: false,
    sidebarToggle: true,
    navScheme: 'inherit',
  },
  mini: { sidebar: 'mini', header: 'full', horizontal: false, userInSidebar: false, sidebarToggle: false, navScheme: 'inherit' },
  drawer: { sidebar: 'drawer', header: 'full', horizontal: false, userInSidebar: false, sidebarToggle: false, navScheme: 'inherit' },
  'bit-bucket': { sidebar: 'full', header: 'beside', horizontal: false, userInSidebar: false, sidebarToggle: false, navScheme: 'dark' },
  'horizontal-default': {
    sidebar: 'none',
    header: 'full',
    horizontal: true,
    userInSidebar: false,
    sidebarToggle: false,
    navScheme: 'inherit',
  },
  'horizontal-light': { sidebar: 'none', header: 'full', horizontal: true, userInSidebar: false, sidebarToggle: false, navScheme: 'light' },
  'horizontal-dark': { sidebar: 'none', header: 'full', horizontal: true, userInSidebar: false, sidebarToggle: false, navScheme: 'dark' },
}

/**
 * The primitives of a layout in a mode. Semi-dark darkens the navigation (sidebar or bar); dark
 * darkens everything, so a light navigation stays dark there (no light island in a dark page).
 */
export function shellOf(settings: Pick<ShellSettings, 'layout' | 'mode'>, folded = false): ShellShape {
  const shape = SHAPES[settings.layout]
  const navScheme = settings.mode === 'dark' ? 'inherit' : settings.mode === 'semi-dark' ? 'dark' : shape.navScheme
  const sidebar = shape.sidebarToggle && folded ? 'mini' : shape.sidebar
  return { ...shape, sidebar, navScheme }
}

/** Widths from the spec. */
export const SIZES = {
  sidebar: { base: '19rem', xl: '21.6rem' },
  mini: { base: '4rem', xl: '5rem' },
  boxed: { base: '1260px', xl: '1680px' },
} as const
