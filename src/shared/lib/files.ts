import { contentIsOneOf } from '@contract/uploads'
import { msg, t, type MessageKey } from '../i18n'

/** Upload rules: one file, 5242880 bytes at most; pictures jpeg or png; documents also pdf. */
export const MAX_UPLOAD_BYTES = 5_242_880
export const IMAGE_TYPES = ['image/jpeg', 'image/png'] as const
export const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const

export interface FileRule {
  types: readonly string[]
  maxBytes?: number
  typeMessage: string
  sizeMessage: string
  /** For a file whose first bytes are none of `types` (an HTML page named x.png). */
  contentMessage: string
}

/**
 * A rule whose messages (message keys) are read when a file is checked, so they come in the
 * language of the moment.
 */
export function fileRule(
  types: readonly string[],
  maxBytes: number,
  messages: { type: MessageKey; size: MessageKey; content: MessageKey },
): FileRule {
  return {
    types,
    maxBytes,
    get typeMessage() {
      return t(messages.type)
    },
    get sizeMessage() {
      return t(messages.size)
    },
    get contentMessage() {
      return t(messages.content)
    },
  }
}

/** The standard rule for pictures (deity, cover, display and logo images). */
export const IMAGE_RULE = fileRule(IMAGE_TYPES, MAX_UPLOAD_BYTES, {
  type: msg('common.file.imageType'),
  size: msg('common.file.imageSize'),
  content: msg('common.file.imageContent'),
})

const EXTENSION_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' }

/** The file's MIME type, falling back to its extension when the browser gives none. */
export function fileType(file: File): string {
  if (file.type) return file.type
  const extension = file.name.split('.').pop()?.toLowerCase() ?? ''
  return EXTENSION_TYPES[extension] ?? ''
}

/** The message for a file that breaks the rule, or null when it may be uploaded. */
export function checkFile(file: File, rule: FileRule): string | null {
  if (!rule.types.includes(fileType(file))) return rule.typeMessage
  if (file.size > (rule.maxBytes ?? MAX_UPLOAD_BYTES)) return rule.sizeMessage
  return null
}

/**
 * The rule's message for a file whose content (its first bytes) is none of the rule's types, or
 * null. Run after `checkFile`: it reads the file.
 */
export async function checkFileContent(file: File, rule: FileRule): Promise<string | null> {
  return (await contentIsOneOf(file, rule.types)) ? null : rule.contentMessage
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(0)} KB`
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`
}
