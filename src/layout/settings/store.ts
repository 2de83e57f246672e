import { useSyncExternalStore } from 'react'
import { isRtlLocale, onLocaleChange } from '@/shared/i18n'
import { createSettingsStore, type ShellSettings } from './model'
import { PRESET_VAR_NAMES, presetVars } from './presets'

/** The page's settings store, created from localStorage and the first URL the page opened. */
export const settingsStore = createSettingsStore(globalThis.location?.search ?? '')

/**
 * Puts the settings that concern the whole document on <html>: direction (RTL, or a right-to-left
 * interface language), the colour mode
 * class Chakra's `_dark` tokens follow, the style (data-style) and the colour preset's variables.
 */
export function applyToDocument(settings: ShellSettings, root: HTMLElement | undefined = globalThis.document?.documentElement) {
  if (!root) return
  root.dir = settings.rtl || isRtlLocale(root.lang) ? 'rtl' : 'ltr'
  const dark = settings.mode === 'dark'
  root.classList.toggle('dark', dark)
  root.classList.toggle('light', !dark)
  root.style.colorScheme = dark ? 'dark' : 'light'
  root.dataset.style = settings.style
  for (const name of PRESET_VAR_NAMES) root.style.removeProperty(name)
  for (const [name, value] of Object.entries(presetVars(settings.preset))) root.style.setProperty(name, value)
}

applyToDocument(settingsStore.get())
settingsStore.subscribe(() => applyToDocument(settingsStore.get()))
onLocaleChange(() => applyToDocument(settingsStore.get()))

export function useShellSettings(): ShellSettings {
  return useSyncExternalStore(settingsStore.subscribe, settingsStore.get, settingsStore.get)
}
