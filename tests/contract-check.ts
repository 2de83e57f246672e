/**
 * Every answer the mocked backend gives in the tests, checked against the contract
 * (contract/endpoints/): the endpoint it is for, its status, and its JSON body. tests/setup.ts
 * watches the msw server and fails the test that saw an answer off the contract.
 */
import type { LifeCycleEventsMap } from 'msw'
import type { SetupServer } from 'msw/node'
import { z } from 'zod'
import { ErrorBody, findEndpoint, responsesOf } from '../contract/endpoints'

const API_PREFIX = '/api'

export interface Answer {
  method: string
  url: string
  status: number
  body: string
}

/** What is wrong with one answer, or null. Control endpoints (`/__mock__/`), 5xx and OPTIONS are not the contract's. */
export function contractProblem(answer: Answer): string | null {
  const url = new URL(answer.url)
  if (!url.pathname.startsWith(`${API_PREFIX}/`) || url.pathname.startsWith(`${API_PREFIX}/__mock__/`)) return null
  if (answer.method === 'OPTIONS' || answer.status >= 500) return null
  const path = url.pathname.slice(API_PREFIX.length)
  const where = `${answer.method} ${path} → ${answer.status}`
  const endpoint = findEndpoint(answer.method, path)
  if (!endpoint && answer.status < 400) return `${where}: no such endpoint in contract/endpoints/`
  const schema = endpoint ? responsesOf(endpoint)[answer.status] : undefined
  if (schema === undefined && answer.status < 400) return `${where}: the contract has no ${answer.status} answer for ${endpoint?.id}`
  if (schema === null) return answer.body === '' ? null : `${where}: a body where the contract has none`
  let body: unknown
  try {
    body = JSON.parse(answer.body)
  } catch {
    return `${where}: the body is not JSON: ${answer.body.slice(0, 80)}`
  }
  // A page as a plain array is checked as one, for a message that names the row and field.
  const rows = endpoint?.paginated && answer.status === 200 && Array.isArray(body) ? endpoint.responses[200] : undefined
  const result = (rows ?? schema ?? ErrorBody).safeParse(body)
  if (result.success) return null
  return `${where} (${endpoint?.id ?? 'an error'}):\n${z.prettifyError(result.error)}`
}

type MockedResponse = LifeCycleEventsMap['response:mocked'][0]

/** One watch per server: test files that share a worker (vitest's `unit` project) share it. */
const watches = new WeakMap<SetupServer, { isMockAnswer: (requestId: string) => boolean; watch: ContractWatch }>()

interface ContractWatch {
  /** Listens to the server's answers again, if a test took every listener off (`server.events.removeAllListeners()`). */
  attach(): void
  take(): Promise<string[]>
}

/**
 * Check the answers of the requests `isMockAnswer` names (the mock's routes), as they come;
 * `take()` waits for the checks under way and hands back the problems found since the last call.
 */
export function watchContract(server: SetupServer, isMockAnswer: (requestId: string) => boolean): ContractWatch {
  const known = watches.get(server)
  if (known) {
    known.isMockAnswer = isMockAnswer
    return known.watch
  }
  const pending: Promise<void>[] = []
  let problems: string[] = []
  const listener = ({ request, response, requestId }: MockedResponse) => {
    if (!entry.isMockAnswer(requestId)) return
    pending.push(
      response
        .clone()
        .text()
        .then((body) => {
          const problem = contractProblem({ method: request.method, url: request.url, status: response.status, body })
          if (problem) problems.push(problem)
        }),
    )
  }
  const watch: ContractWatch = {
    attach() {
      server.events.removeListener('response:mocked', listener)
      server.events.on('response:mocked', listener)
    },
    async take(): Promise<string[]> {
      await Promise.all(pending.splice(0))
      const found = problems
      problems = []
      return found
    },
  }
  const entry = { isMockAnswer, watch }
  watches.set(server, entry)
  watch.attach()
  return watch
}
