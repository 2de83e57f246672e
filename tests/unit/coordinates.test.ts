import { describe, expect, it } from 'vitest'
import { readCoordinates } from '@/features/temple/coordinates'

const at = (latitude: number, longitude: number) => ({ ok: true, latitude, longitude })
const refused = (problem: string) => ({ ok: false, problem })

describe('readCoordinates: map links (issue 28, item 5)', () => {
  it.each([
    ['Google Maps, the view', 'https://www.google.com/maps/@9.9312,76.2673,15z', at(9.9312, 76.2673)],
    [
      'Google Maps, the view with a heading',
      'https://www.google.com/maps/@-33.8568,151.2153,17.25z/data=!3m1!1e3?entry=ttu',
      at(-33.8568, 151.2153),
    ],
    [
      'Google Maps, a place (view only)',
      'https://www.google.com/maps/place/Vadakkunnathan+Temple/@9.93,76.26,17z/data=!3m1!4b1',
      at(9.93, 76.26),
    ],
    [
      'Google Maps, a place: the pin (!3d!4d) wins over the view',
      'https://www.google.com/maps/place/Sree+Vadakkunnathan+Temple/@10.5244,76.2100,17z/data=!3m1!4b1!4m6!3m5!1s0x3ba7ee!8m2!3d10.5245!4d76.2144!16s%2Fm%2F03',
      at(10.5245, 76.2144),
    ],
    ['Google Maps, !3d!4d alone', 'https://www.google.com/maps/data=!4m2!3m1!1s0x0:0x0!3d9.93!4d76.26', at(9.93, 76.26)],
    ['Google Maps, ?q=', 'https://www.google.com/maps?q=9.93,76.26', at(9.93, 76.26)],
    ['Google Maps, ?q= encoded', 'https://maps.google.com/?q=9.93%2C76.26&z=15', at(9.93, 76.26)],
    ['Google Maps, ?q=loc:', 'https://maps.google.com/maps?q=loc:9.93,76.26', at(9.93, 76.26)],
    ['Google Maps, ?ll=', 'https://maps.google.com/?ll=9.93,76.26&z=15', at(9.93, 76.26)],
    ['Google Maps URLs API, query=', 'https://www.google.com/maps/search/?api=1&query=9.93%2C76.26', at(9.93, 76.26)],
    ['Google Maps, /maps/search/', 'https://www.google.com/maps/search/9.93,+76.26?entry=tts', at(9.93, 76.26)],
    [
      'Google Maps, a place named in degrees, minutes and seconds',
      "https://www.google.com/maps/place/9%C2%B055'52.3%22N+76%C2%B016'02.3%22E/",
      at(9.931194, 76.267306),
    ],
    ['OpenStreetMap, #map=', 'https://www.openstreetmap.org/#map=15/9.93/76.26', at(9.93, 76.26)],
    [
      'OpenStreetMap, the marker (mlat/mlon) wins over the view',
      'https://www.openstreetmap.org/?mlat=9.9312&mlon=76.2673#map=12/9.90/76.20',
      at(9.9312, 76.2673),
    ],
    ['Apple Maps, ?ll=', 'https://maps.apple.com/?ll=9.93,76.26&q=Temple', at(9.93, 76.26)],
    ['Apple Maps, ?coordinate=', 'https://maps.apple.com/place?coordinate=9.93,76.26&name=Temple', at(9.93, 76.26)],
    ['Bing Maps, cp=', 'https://www.bing.com/maps?cp=9.93~76.26&lvl=15', at(9.93, 76.26)],
    ['a link without its scheme', 'www.google.com/maps/@9.9312,76.2673,15z', at(9.9312, 76.2673)],
    ['a link inside other text', 'Our temple: https://www.google.com/maps/@9.9312,76.2673,15z (main gate)', at(9.9312, 76.2673)],
  ])('%s', (_name, link, expected) => {
    expect(readCoordinates(link)).toEqual(expected)
  })

  it('cannot read a short link (no network): says so', () => {
    expect(readCoordinates('https://maps.app.goo.gl/AbCdEfGh12345')).toEqual(refused('short-link'))
    expect(readCoordinates('maps.app.goo.gl/AbCdEfGh12345')).toEqual(refused('short-link'))
    expect(readCoordinates('https://goo.gl/maps/AbCd')).toEqual(refused('short-link'))
  })

  it('a link with no coordinates in it is refused as such', () => {
    expect(readCoordinates('https://www.google.com/maps/place/Vadakkunnathan+Temple')).toEqual(refused('link-without-coordinates'))
    expect(readCoordinates('https://example.org/about')).toEqual(refused('link-without-coordinates'))
  })
})

describe('readCoordinates: typed text', () => {
  it.each([
    ['9.9312, 76.2673', at(9.9312, 76.2673)],
    ['9.9312,76.2673', at(9.9312, 76.2673)],
    ['  9.9312 76.2673 ', at(9.9312, 76.2673)],
    ['-33.8568, 151.2153', at(-33.8568, 151.2153)],
    ['9.9312° N, 76.2673° E', at(9.9312, 76.2673)],
    ['9.9312°N 76.2673°E', at(9.9312, 76.2673)],
    ['33.8568° S, 151.2153° E', at(-33.8568, 151.2153)],
    ['40.7128° N, 74.0060° W', at(40.7128, -74.006)],
    ['N 9.9312, E 76.2673', at(9.9312, 76.2673)],
    ['76.2673° E, 9.9312° N', at(9.9312, 76.2673)],
    [`9°55'52.3"N 76°16'02.3"E`, at(9.931194, 76.267306)],
    ['9°55′52.3″N 76°16′02.3″E', at(9.931194, 76.267306)],
    ['geo:9.93,76.26', at(9.93, 76.26)],
  ])('%s', (text, expected) => {
    expect(readCoordinates(text)).toEqual(expected)
  })

  it('refuses values out of range, naming which one', () => {
    expect(readCoordinates('95.1, 76.26')).toEqual(refused('latitude-range'))
    expect(readCoordinates('-90.5, 76.26')).toEqual(refused('latitude-range'))
    expect(readCoordinates('9.93, 181')).toEqual(refused('longitude-range'))
    expect(readCoordinates('https://www.google.com/maps/@99.93,76.26,15z')).toEqual(refused('latitude-range'))
    expect(readCoordinates('https://www.openstreetmap.org/#map=15/9.93/196.26')).toEqual(refused('longitude-range'))
    expect(readCoordinates('95° N, 76° E')).toEqual(refused('latitude-range'))
  })

  it('accepts the limits themselves', () => {
    expect(readCoordinates('90, 180')).toEqual(at(90, 180))
    expect(readCoordinates('-90, -180')).toEqual(at(-90, -180))
  })

  it('finds nothing in text that is not a pair of coordinates', () => {
    expect(readCoordinates('')).toEqual(refused('empty'))
    expect(readCoordinates('   ')).toEqual(refused('empty'))
    expect(readCoordinates('9.93')).toEqual(refused('not-found'))
    expect(readCoordinates('9.93,')).toEqual(refused('not-found'))
    expect(readCoordinates('Thrissur, Kerala')).toEqual(refused('not-found'))
    expect(readCoordinates('9.93 N, 76.26 N')).toEqual(refused('not-found'))
    expect(readCoordinates(`9°75'N 76°16'E`)).toEqual(refused('not-found'))
    expect(readCoordinates('9.93, 76.26, 15')).toEqual(refused('not-found'))
  })
})
