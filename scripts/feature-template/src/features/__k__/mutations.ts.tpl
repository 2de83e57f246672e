import { useMutation, useQueryClient } from '@tanstack/react-query'
import { __c__Api } from './api'
import { __c__Keys } from './queries'
import type { __P__Item, __P__Values } from './schemas'

export function useCreate__P__(templeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (values: __P__Values) => __c__Api.create(templeId, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: __c__Keys.lists(templeId) }),
  })
}

export function useUpdate__P__(templeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ item, changes }: { item: __P__Item; changes: Partial<__P__Values> }) => __c__Api.update(templeId, item.url, changes),
    onSuccess: (updated) => {
      queryClient.setQueryData(__c__Keys.detail(templeId, updated.id), updated)
      return queryClient.invalidateQueries({ queryKey: __c__Keys.lists(templeId) })
    },
  })
}

export function useDelete__P__(templeId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (item: __P__Item) => __c__Api.remove(templeId, item.url),
    onSuccess: (_, item) => {
      queryClient.removeQueries({ queryKey: __c__Keys.detail(templeId, item.id) })
      return queryClient.invalidateQueries({ queryKey: __c__Keys.lists(templeId) })
    },
  })
}
