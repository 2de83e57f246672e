import type { Area } from '@/session/permissions'

/** Offering and donation categories: the same screens and calls, parameterised by kind. */
export type CategoryKind = 'offering' | 'donation'

export interface CategoryKindConfig {
  /** The list endpoint (also the create endpoint; an item is `{base}{id}/`). */
  base: string
  /** The query-key segment after the temple id (other areas invalidate by it). */
  keySegment: 'offering-categories' | 'donation-categories'
  area: Extract<Area, 'offeringCategories' | 'donationCategories'>
  /** The wire field holding the urls of the category's members. */
  members: 'offerings' | 'donations'
  /** Query keys (after the temple id) of the area whose rows go with a deleted or renamed category. */
  dependents: 'offerings' | 'donations'
  /** Whether a rename changes what the dependents show (donations show their category's name). */
  renameTouchesDependents: boolean
  listPath: '/dashboard/offering-categories' | '/dashboard/donation-categories'
  addPath: '/dashboard/offering-categories/add' | '/dashboard/donation-categories/add'
  editPath: '/dashboard/offering-categories/edit/$id' | '/dashboard/donation-categories/edit/$id'
  text: {
    title: string
    description: string
    membersHeader: string
    emptyTitle: string
    emptyDescription: string
    deleteWarning: string
    deleted: (name: string) => string
    addTitle: string
    editTitle: string
    placeholder: string
    added: (name: string) => string
    updated: string
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
      title: 'Offering categories',
      description: 'Group your offerings so devotees find them easily.',
      membersHeader: 'Offerings',
      emptyTitle: 'No offering categories yet',
      emptyDescription: 'Add a category, then add offerings to it.',
      deleteWarning: 'Warning: All offerings under this category will be also deleted',
      deleted: (name) => `Offering category ${name} deleted`,
      addTitle: 'Add offering category',
      editTitle: 'Edit offering category',
      placeholder: 'e.g. Archana',
      added: (name) => `Offering Category ${name} Successfully added`,
      updated: 'Offering category updated',
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
      title: 'Donation categories',
      description: 'Group your donations so devotees find the cause they want to support.',
      membersHeader: 'Donations',
      emptyTitle: 'No donation categories yet',
      emptyDescription: 'Add a category, then add donations to it.',
      // The spec's text for donation categories names offerings too.
      deleteWarning: 'Warning: All offerings under this category will be also deleted',
      deleted: (name) => `Donation category ${name} deleted`,
      addTitle: 'Add donation category',
      editTitle: 'Edit donation category',
      placeholder: 'e.g. Annadanam',
      added: (name) => `Donation Category ${name} Successfully added`,
      updated: 'Donation category updated',
    },
  },
}
