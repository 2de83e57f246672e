/**
 * Multipart uploads as DRF reads them: the body (415/400 otherwise), one file per field, the
 * product's 5 MB limit, the type by MIME or extension and by content, kept as a data: url.
 */
import { detail } from '../helpers'
import { uploadContentProblem } from '../media'

export const MAX_UPLOAD_BYTES = 5_242_880
const EXTENSION_TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', pdf: 'application/pdf' }

/** The request's multipart body, or the 400 DRF answers for another content type. */
export async function readMultipart(request: Request): Promise<FormData | Response> {
  const type = request.headers.get('Content-Type') ?? ''
  if (!type.startsWith('multipart/form-data')) return detail(415, `Unsupported media type "${type}" in request.`)
  try {
    return await request.formData()
  } catch {
    return detail(400, 'Multipart form parse error.')
  }
}

/** A file's MIME type, falling back to its extension. */
export function uploadedType(file: File): string {
  if (file.type) return file.type
  return EXTENSION_TYPES[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? ''
}

/** A data: url of an uploaded file, so the demo database (localStorage) keeps it across reloads. */
export async function toDataUrl(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return `data:${uploadedType(file) || 'application/octet-stream'};base64,${btoa(binary)}`
}

/** The file of a multipart field whose type, size and content (first bytes) are fine, or the message for it. */
export async function checkedFileField(
  form: FormData,
  name: string,
  types: readonly string[],
  typeMessage: string,
): Promise<File | string> {
  const file = fileField(form, name, types, typeMessage)
  if (typeof file === 'string') return file
  return (await uploadContentProblem(file, types, uploadedType(file))) ?? file
}

/** The file of a multipart field, or the DRF message for it. */
function fileField(form: FormData, name: string, types: readonly string[], typeMessage: string): File | string {
  const files = form.getAll(name)
  const file = files[0]
  if (file === undefined) return 'No file was submitted.'
  if (typeof file === 'string') return 'The submitted data was not a file. Check the encoding type on the form.'
  if (files.length > 1) return 'Only one file may be uploaded.'
  if (file.size === 0) return 'The submitted file is empty.'
  if (file.size > MAX_UPLOAD_BYTES) return 'File should be less than 5 MB'
  if (!types.includes(uploadedType(file))) return typeMessage
  return file
}
