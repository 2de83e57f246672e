import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/providers'
import { createQueryClient } from './app/query-client'
import { createAppRouter } from './app/router'
import { createSession } from './session/session'

async function start() {
  // The mocked backend is a separate chunk, loaded only in the mocked mode; `npm run build`
  // compiles this branch away.
  if (__MOCKED__) {
    const { startMockWorker } = await import('../mocks/browser')
    await startMockWorker()
  }
  const queryClient = createQueryClient()
  const session = createSession(queryClient)
  const router = createAppRouter(queryClient, session)
  const root = document.getElementById('root')
  if (!root) throw new Error('No #root element')
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} session={session} router={router} />
    </StrictMode>,
  )
}

void start()
