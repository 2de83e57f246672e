import { describe, expect, it } from 'vitest'
import { parseLinkHeader } from '@/shared/api/link'

describe('parseLinkHeader', () => {
  it('reads next and prev', () => {
    const header = '<https://api.example.org/x/?page=3&name=a%2Cb>; rel="next", <https://api.example.org/x/?page=1>; rel="prev"'
    expect(parseLinkHeader(header)).toEqual({
      next: 'https://api.example.org/x/?page=3&name=a%2Cb',
      prev: 'https://api.example.org/x/?page=1',
    })
  })

  it('handles a missing header, a lone link and unquoted rel', () => {
    expect(parseLinkHeader(null)).toEqual({ next: null, prev: null })
    expect(parseLinkHeader('<http://h/a?page=2>; rel=next')).toEqual({ next: 'http://h/a?page=2', prev: null })
  })

  it('ignores other relations', () => {
    expect(parseLinkHeader('<http://h/first>; rel="first", <http://h/n>; rel="next"')).toEqual({ next: 'http://h/n', prev: null })
  })
})
