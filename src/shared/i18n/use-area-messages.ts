import { useEffect, useState } from 'react'
import { areaMessages, type ScreenArea } from '.'

/**
 * True once the messages of `area` are in. For the mocked mode's own pieces (the demo accounts, the
 * demo outbox, the footer's developer tools): their texts are areas no route awaits and that the
 * production build leaves out, so each piece loads its area itself and shows once it is in (never
 * a key).
 */
export function useAreaMessages(area: ScreenArea): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    let alive = true
    areaMessages(area).then(
      () => alive && setReady(true),
      () => undefined,
    )
    return () => {
      alive = false
    }
  }, [area])
  return ready
}
