import { describe, expect, it } from 'vitest'
import { contentIsOneOf, sniffFileType } from '@contract/uploads'
import { CHEQUE_RULE } from '@/features/bank/schemas'
import { checkFileContent, DOCUMENT_TYPES, IMAGE_RULE, IMAGE_TYPES } from '@/shared/lib/files'
import { bytesOf, fileOf, HEADS } from '../upload-files'

describe('the upload content sniffer', () => {
  it('tells PNG, JPEG, GIF, WebP and PDF by their first bytes', () => {
    expect(sniffFileType(bytesOf(HEADS.png))).toBe('image/png')
    expect(sniffFileType(bytesOf(HEADS.jpeg))).toBe('image/jpeg')
    expect(sniffFileType(bytesOf(HEADS.gif))).toBe('image/gif')
    expect(sniffFileType(bytesOf([...'GIF87a'].map((c) => c.charCodeAt(0))))).toBe('image/gif')
    expect(sniffFileType(bytesOf(HEADS.webp))).toBe('image/webp')
    expect(sniffFileType(bytesOf(HEADS.pdf))).toBe('application/pdf')
  })

  it('knows nothing else: HTML, text, empty, truncated or near-miss signatures', () => {
    expect(sniffFileType(bytesOf(HEADS.html))).toBeNull()
    expect(sniffFileType(new TextEncoder().encode('hello'))).toBeNull()
    expect(sniffFileType(new Uint8Array(0))).toBeNull()
    expect(sniffFileType(new Uint8Array(16))).toBeNull()
    // The first four bytes of a PNG without the rest of its signature.
    expect(sniffFileType(bytesOf([0x89, 0x50, 0x4e, 0x47]))).toBeNull()
    expect(sniffFileType(bytesOf([0xff, 0xd8]))).toBeNull()
    // RIFF but not WEBP (a WAV file).
    expect(
      sniffFileType(
        bytesOf(
          [...'RIFF']
            .map((c) => c.charCodeAt(0))
            .concat(
              [0, 0, 0, 0],
              [...'WAVE'].map((c) => c.charCodeAt(0)),
            ),
        ),
      ),
    ).toBeNull()
    expect(sniffFileType(bytesOf([...' %PDF-'].map((c) => c.charCodeAt(0))))).toBeNull()
  })

  it('reads only the head of a File and checks it against a list of types', async () => {
    expect(await contentIsOneOf(fileOf(HEADS.png, 'x.png', 'image/png', 100_000), IMAGE_TYPES)).toBe(true)
    expect(await contentIsOneOf(fileOf(HEADS.html, 'x.png', 'image/png'), IMAGE_TYPES)).toBe(false)
    expect(await contentIsOneOf(fileOf(HEADS.gif, 'x.png', 'image/png'), IMAGE_TYPES)).toBe(false)
    expect(await contentIsOneOf(fileOf(HEADS.pdf, 'x.pdf', 'application/pdf'), IMAGE_TYPES)).toBe(false)
    expect(await contentIsOneOf(fileOf(HEADS.pdf, 'x.pdf', 'application/pdf'), DOCUMENT_TYPES)).toBe(true)
  })
})

describe('checkFileContent', () => {
  it('refuses a picture whose bytes are not a PNG or JPEG with the rule’s message', async () => {
    expect(await checkFileContent(fileOf(HEADS.jpeg, 'x.jpg', 'image/jpeg'), IMAGE_RULE)).toBeNull()
    expect(await checkFileContent(fileOf(HEADS.html, 'x.png', 'image/png'), IMAGE_RULE)).toBe('This file is not a PNG or JPEG image.')
    expect(await checkFileContent(fileOf(HEADS.webp, 'x.png', 'image/png'), IMAGE_RULE)).toBe(IMAGE_RULE.contentMessage)
  })

  it('takes a PDF or an image as the cheque, nothing else', async () => {
    expect(await checkFileContent(fileOf(HEADS.pdf, 'c.pdf', 'application/pdf'), CHEQUE_RULE)).toBeNull()
    expect(await checkFileContent(fileOf(HEADS.png, 'c.png', 'image/png'), CHEQUE_RULE)).toBeNull()
    expect(await checkFileContent(fileOf(HEADS.html, 'c.pdf', 'application/pdf'), CHEQUE_RULE)).toBe(
      'This file is not a PNG, JPEG or PDF file.',
    )
  })
})
