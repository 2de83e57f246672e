import { queryOptions } from '@tanstack/react-query'
import { devApi } from './api'

export const devKeys = {
  all: ['dev-tools'] as const,
  routes: () => [...devKeys.all, 'routes'] as const,
  example: (method: string, path: string) => [...devKeys.all, 'example', method, path] as const,
  requests: () => [...devKeys.all, 'requests'] as const,
  faults: () => [...devKeys.all, 'faults'] as const,
  tables: () => [...devKeys.all, 'tables'] as const,
  rows: (table: string, search: string, page: number) => [...devKeys.all, 'rows', table, search, page] as const,
}

export const routesQuery = () => queryOptions({ queryKey: devKeys.routes(), queryFn: devApi.routes, staleTime: Infinity })

export const exampleQuery = (method: string, path: string) =>
  queryOptions({ queryKey: devKeys.example(method, path), queryFn: () => devApi.example(method, path), staleTime: Infinity })

export const requestsQuery = () => queryOptions({ queryKey: devKeys.requests(), queryFn: devApi.requests, refetchInterval: 1500 })

export const faultsQuery = () => queryOptions({ queryKey: devKeys.faults(), queryFn: devApi.faults })

export const tablesQuery = () => queryOptions({ queryKey: devKeys.tables(), queryFn: devApi.tables })

export const rowsQuery = (table: string, search: string, page: number) =>
  queryOptions({ queryKey: devKeys.rows(table, search, page), queryFn: () => devApi.rows(table, search, page) })
