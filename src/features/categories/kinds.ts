import type { Area } from '@/session/permissions'
import type { TempleArea } from '@/shared/api/query-scope'
import { msg, type MessageKey } from '@/shared/i18n'

/** Offering and donation categories: the same screens and calls, parameterised by kind. */
export type CategoryKind = 'offering' | 'donation'

export interface CategoryKindConfig {
  /** The list endpoint (also the create endpoint; an item is `{base}{id}/`). */
  base: string
  /** The query-key segment after the temple id (other areas invalidate by it). */
  keySegment: Extract<TempleArea, 'offering-categories' | 'donation-categories'>
  area: Extract<Area, 'offeringCategories' | 'donationCategories'>
  /** The wire field holding the urls of the category's members. */
  members: 'offerings' | 'donations'
  /** Query keys (after the temple id) of the area whose rows go with a deleted or renamed category. */
  dependents: Extract<TempleArea, 'offerings' | 'donations'>
  /** Whether a rename changes what the dependents show (donations show their category's name). */
  renameTouchesDependents: boolean
  listPath: '/dashboard/offering-categories' | '/dashboard/donation-categories'
  addPath: '/dashboard/offering-categories/add' | '/dashboard/donation-categories/add'
  editPath: '/dashboard/offering-categories/edit/$id' | '/dashboard/donation-categories/edit/$id'
  /** Catalog keys of the kind's texts (`deleted` and `added` take `{name}`). */
  text: {
    title: MessageKey
    description: MessageKey
    membersHeader: MessageKey
    emptyTitle: MessageKey
    emptyDescription: MessageKey
    deleteWarning: MessageKey
    /** How many members the delete takes with it (`{count}`), after the spec's warning. */
    deleteCount: MessageKey
    deleted: MessageKey
    addTitle: MessageKey
    editTitle: MessageKey
    placeholder: MessageKey
    added: MessageKey
    updated: MessageKey
  }
}

export const categoryKinds: Record<CategoryKind, CategoryKindConfig> = {
  offering: {
    base: '/temple/t-admin/offering-category/',
    keySegment: 'offering-categories',
    area: 'offeringCategories',
    members: 'offerings',
    dependents: 'offerings',
    renameTouchesDependents: false,
    listPath: '/dashboard/offering-categories',
    addPath: '/dashboard/offering-categories/add',
    editPath: '/dashboard/offering-categories/edit/$id',
    text: {
      title: msg('categories.offering.title'),
      description: msg('categories.offering.description'),
      membersHeader: msg('categories.offering.membersHeader'),
      emptyTitle: msg('categories.offering.emptyTitle'),
      emptyDescription: msg('categories.offering.emptyDescription'),
      deleteWarning: msg('categories.offering.deleteWarning'),
      deleteCount: msg('categories.offering.deleteCount'),
      deleted: msg('categories.offering.deleted'),
      addTitle: msg('categories.offering.addTitle'),
      editTitle: msg('categories.offering.editTitle'),
      placeholder: msg('categories.offering.placeholder'),
      added: msg('categories.offering.added'),
      updated: msg('categories.offering.updated'),
    },
  },
  donation: {
    base: '/temple/t-admin/donation-category/',
    keySegment: 'donation-categories',
    area: 'donationCategories',
    members: 'donations',
    dependents: 'donations',
    renameTouchesDependents: true,
    listPath: '/dashboard/donation-categories',
    addPath: '/dashboard/donation-categories/add',
    editPath: '/dashboard/donation-categories/edit/$id',
    text: {
      title: msg('categories.donation.title'),
      description: msg('categories.donation.description'),
      membersHeader: msg('categories.donation.membersHeader'),
      emptyTitle: msg('categories.donation.emptyTitle'),
      emptyDescription: msg('categories.donation.emptyDescription'),
      // The spec's text for donation categories names offerings too.
      deleteWarning: msg('categories.donation.deleteWarning'),
      deleteCount: msg('categories.donation.deleteCount'),
      deleted: msg('categories.donation.deleted'),
      addTitle: msg('categories.donation.addTitle'),
      editTitle: msg('categories.donation.editTitle'),
      placeholder: msg('categories.donation.placeholder'),
      added: msg('categories.donation.added'),
      updated: msg('categories.donation.updated'),
    },
  },
}
