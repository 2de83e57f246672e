/** The multipart upload's transport: XMLHttpRequest, for its upload progress. */
import { UnreachableError } from './errors'
import type { Send } from './with-auth'
import { headersFor } from './url'

/** What the transport sends beside the form: the temple header, the record's version, a progress callback. */
interface TransportOptions {
  templeId?: number | null
  ifMatch?: string | null
  onProgress?: (f: number) => void
}

export function xhrSend(method: string, url: string, form: FormData, { templeId, ifMatch, onProgress }: TransportOptions): Send {
  return (access) =>
    new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest()
      xhr.open(method, url)
      xhr.timeout = 120_000
      for (const [name, value] of Object.entries(headersFor(access, templeId, ifMatch))) xhr.setRequestHeader(name, value)
      if (onProgress) {
        xhr.upload.onprogress = (event) => {
          if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total)
        }
      }
      xhr.onload = () => {
        const noBody = xhr.status === 204 || xhr.status === 205 || xhr.status === 304
        const contentType = xhr.getResponseHeader('Content-Type') ?? 'application/json'
        const headers = { 'Content-Type': contentType, ETag: xhr.getResponseHeader('ETag') ?? '' }
        resolve(new Response(noBody ? null : xhr.responseText, { status: xhr.status, headers }))
      }
      xhr.onerror = () => reject(new UnreachableError('Network request failed'))
      xhr.ontimeout = () => reject(Object.assign(new Error('Upload timed out'), { name: 'TimeoutError' }))
      xhr.send(form)
    })
}
