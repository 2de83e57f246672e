import { useBlocker } from '@tanstack/react-router'
import { useCallback, useEffect, useRef } from 'react'
import { ConfirmDialog } from '../ui/confirm-dialog'

/**
 * Warns before a dirty form is left (in-app navigation and reload/close). Call `allowLeave()`
 * right before navigating away after a successful save.
 */
export function useUnsavedChanges(isDirty: boolean) {
  const allowed = useRef(false)
  const dirty = useRef(isDirty)
  dirty.current = isDirty
  const blocker = useBlocker({
    shouldBlockFn: () => dirty.current && !allowed.current,
    enableBeforeUnload: () => dirty.current && !allowed.current,
    withResolver: true,
  })
  useEffect(() => {
    // Typing again after a save that stayed on the page re-arms the warning.
    if (isDirty) allowed.current = false
  }, [isDirty])
  const allowLeave = useCallback(() => {
    allowed.current = true
  }, [])
  const prompt = (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      title="Leave without saving?"
      warning="You have unsaved changes. If you leave now they will be lost."
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  )
  return { prompt, allowLeave }
}
