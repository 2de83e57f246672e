import { describe, expect, it } from 'vitest'
import { renderApp, screen, signInAs, waitForPath } from '../render'

describe("'use temple' / 'use staff' (issue 18 item 9)", () => {
  it('a preload of /user-switch (hover, focus, prefetch) leaves the role as it was', async () => {
    await signInAs('staff')
    const { router, session } = renderApp('/staff/dashboard')
    await waitForPath(router, '/staff/dashboard')
    for (let i = 0; i < 2; i += 1) {
      await router.preloadRoute({ to: '/user-switch' })
      expect(session.getState().role).toBe('staff')
    }
    expect(localStorage.getItem('tbo.role')).toBe('staff')
    expect(router.state.location.pathname).toBe('/staff/dashboard')
  })

  it('the menu entry is not preloaded on hover and switches on the click only, landing on the new home', async () => {
    await signInAs('staff')
    const { router, user, session } = renderApp('/staff/dashboard')
    await user.click(await screen.findByRole('button', { name: /Account menu$/ }))
    const entry = await screen.findByRole('menuitem', { name: /use temple/ })
    await user.hover(entry)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(session.getState().role).toBe('staff')
    await user.click(entry)
    await waitForPath(router, '/dashboard/offerings')
    expect(session.getState().role).toBe('user')
    await user.click(await screen.findByRole('button', { name: /Account menu$/ }))
    const back = await screen.findByRole('menuitem', { name: /use staff/ })
    await user.hover(back)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(session.getState().role).toBe('user')
    await user.click(back)
    await waitForPath(router, '/staff/dashboard')
    expect(localStorage.getItem('tbo.role')).toBe('staff')
  })
})
