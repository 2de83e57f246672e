import { useBlocker, useRouter } from '@tanstack/react-router'
import { use, useCallback, useEffect, useRef, useState } from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'
import { ConfirmDialog } from '../ui/confirm-dialog'
import { draftKey, drafts, DraftScopeContext, type DraftValues } from './drafts'
import { useT } from '../i18n'

/** What a form hands over so its values can be kept as a draft when the session ends. */
export type DraftForm<T extends FieldValues> = Pick<UseFormReturn<T>, 'getValues' | 'reset' | 'clearErrors'>

/**
 * Warns before a dirty form is left (in-app navigation, logout, reload/close). Call
 * `allowLeave()` right before navigating away after a successful save.
 *
 * With `form`, the values are kept as a draft if the session ends while the form is dirty, and a
 * draft kept on this page for this user and temple is offered back (Restore or Discard). A save
 * (`allowLeave`), a discard and leaving with "Leave" remove the draft. Pages with several forms
 * give each a `name`.
 */
export function useUnsavedChanges<T extends FieldValues>(isDirty: boolean, form?: DraftForm<T>, name?: string) {
  const allowed = useRef(false)
  const dirty = useRef(isDirty)
  dirty.current = isDirty
  const router = useRouter()
  const scope = use(DraftScopeContext)
  const t = useT()
  const [path] = useState(() => router.state.location.pathname)
  const key = form && scope ? draftKey(scope, name ? `${path}#${name}` : path) : null
  const [offer, setOffer] = useState<DraftValues | null>(() => (key ? drafts.read(key) : null))
  const formRef = useRef(form)
  formRef.current = form

  const blocker = useBlocker({
    shouldBlockFn: () => dirty.current && !allowed.current,
    enableBeforeUnload: () => dirty.current && !allowed.current,
    withResolver: true,
  })
  useEffect(() => {
    // Typing again after a save that stayed on the page re-arms the warning.
    if (isDirty) allowed.current = false
  }, [isDirty])
  useEffect(() => {
    if (!key) return undefined
    return drafts.register({
      key,
      dirty: () => dirty.current && !allowed.current,
      values: () => (formRef.current?.getValues() ?? {}) as DraftValues,
    })
  }, [key])

  const allowLeave = useCallback(() => {
    allowed.current = true
    if (key) drafts.remove(key)
  }, [key])

  const restore = () => {
    const current = formRef.current
    if (current && offer) current.reset({ ...current.getValues(), ...offer } as T, { keepDefaultValues: true })
    if (key) drafts.remove(key)
    setOffer(null)
  }
  const discard = () => {
    // The dialog took the focus from the first field: no "required" message for a field left alone.
    formRef.current?.clearErrors()
    if (key) drafts.remove(key)
    setOffer(null)
  }

  const prompt = (
    <>
      <ConfirmDialog
        open={blocker.status === 'blocked'}
        title={t('common.unsaved.leaveTitle')}
        warning={t('common.unsaved.leaveWarning')}
        confirmLabel={t('common.unsaved.leave')}
        cancelLabel={t('common.unsaved.stay')}
        onConfirm={() => {
          if (key) drafts.remove(key)
          blocker.proceed?.()
        }}
        onCancel={() => blocker.reset?.()}
      />
      <ConfirmDialog
        open={offer !== null && blocker.status !== 'blocked'}
        title={t('common.unsaved.restoreTitle')}
        warning={t('common.unsaved.restoreWarning')}
        tone="neutral"
        confirmLabel={t('common.unsaved.restore')}
        cancelLabel={t('common.unsaved.discard')}
        onConfirm={restore}
        onCancel={discard}
      />
    </>
  )
  return { prompt, allowLeave }
}
