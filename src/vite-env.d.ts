/// <reference types="vite/client" />

declare const __MOCKED__: boolean
/** True in `vite build`: lazily loaded Chakra components bring their own recipes (src/app/theme.ts). */
declare const __LAZY_RECIPES__: boolean

interface ImportMetaEnv {
  readonly VITE_API_URL?: string
  readonly VITE_GOOGLE_MAPS_API_KEY?: string
  readonly VITE_PRODUCT_NAME?: string
  readonly VITE_PLUGIN_HOST?: string
  readonly VITE_DOWNLOAD_HOSTS?: string
  readonly VITE_ANNOUNCEMENT?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}

/** One part of a language's compiled catalog (scripts/locales.ts). */
declare module 'virtual:locale/*' {
  import type { Messages } from '@lingui/core'
  const messages: Messages
  export default messages
  /** The shell part's only: the lazy imports of the language's area parts. */
  export const areas: Partial<Record<string, () => Promise<{ default: Messages }>>>
}

/** Each language's shell part, a lazy import (scripts/locales.ts). */
declare module 'virtual:locale/catalogs' {
  import type { Messages } from '@lingui/core'
  type AreaPart = () => Promise<{ default: Messages }>
  const catalogs: Record<string, () => Promise<{ default: Messages; areas: Partial<Record<string, AreaPart>> }>>
  export default catalogs
}
