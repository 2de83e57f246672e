/** Offering and donation categories and deities (tag `catalog`). */
import { CategoryBody, Deity, DeityBody, DeityImageUpload, DonationCategory, NameQuery, OfferingCategory } from '../catalog'
import { area, type Endpoint, model } from './define'

const catalog = area('catalog', 'temple')

export const catalogEndpoints: readonly Endpoint[] = [
  ...model(catalog, 'OfferingCategory', '/temple/t-admin/offering-category/', OfferingCategory, CategoryBody, {
    query: NameQuery,
    noun: 'offering category',
    plural: 'OfferingCategories',
    versioned: true,
  }),
  ...model(catalog, 'DonationCategory', '/temple/t-admin/donation-category/', DonationCategory, CategoryBody, {
    query: NameQuery,
    noun: 'donation category',
    plural: 'DonationCategories',
    versioned: true,
  }),
  ...model(catalog, 'Deity', '/temple/t-admin/deity/', Deity, DeityBody, {
    query: NameQuery,
    noun: 'deity',
    plural: 'Deities',
    versioned: true,
  }),
  catalog.put('uploadDeityImage', '/temple/t-admin/deity/{id}/img/', {
    summary: "Replace the deity's image (the answer carries the deity's new ETag)",
    upload: DeityImageUpload,
    responses: { 200: Deity },
  }),
]
