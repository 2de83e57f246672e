/** The multipart upload's transport: XMLHttpRequest, for its upload progress. */
import { UnreachableError } from './errors'
import type { Send } from './refresh'
import { headersFor } from './url'

export function xhrSend(
  method: string,
  url: string,
  form: FormData,
  templeId: number | null | undefined,
  onProgress?: (f: number) => void,
): Send {
  return (access) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest()
      xhr.open(method, url)
      xhr.timeout = 120_000
      for (const [name, value] of Object.entries(headersFor(access, templeId))) xhr.setRequestHeader(name, value)
      if (onProgress) {
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
        }
      }
      xhr.onload = () => {
        const noBody = xhr.status === 204 || xhr.status === 205 || xhr.status === 304
        const contentType = xhr.getResponseHeader('Content-Type') ?? 'application/json'
        resolve(new Response(noBody ? null : xhr.responseText, { status: xhr.status, headers: { 'Content-Type': contentType } }))
      }
      xhr.onerror = () => reject(new UnreachableError('Network request failed'))
      xhr.ontimeout = () => reject(Object.assign(new Error('Upload timed out'), { name: 'TimeoutError' }))
      xhr.send(form)
    })
}
