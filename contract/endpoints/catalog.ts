/** Offering and donation categories and deities (tag `catalog`). */
import { CategoryBody, Deity, DeityBody, DeityImageUpload, DonationCategory, NameQuery, OfferingCategory } from '../catalog'
import { area, type Endpoint, model } from './define'

const catalog = area('catalog', 'temple')

export const catalogEndpoints: readonly Endpoint[] = [
  ...model(catalog, 'OfferingCategory', '/temple/t-admin/offering-category/', OfferingCategory, CategoryBody, {
    query: NameQuery,
    noun: 'offering category',
    plural: 'OfferingCategories',
  }),
  ...model(catalog, 'DonationCategory', '/temple/t-admin/donation-category/', DonationCategory, CategoryBody, {
    query: NameQuery,
    noun: 'donation category',
    plural: 'DonationCategories',
  }),
  ...model(catalog, 'Deity', '/temple/t-admin/deity/', Deity, DeityBody, { query: NameQuery, noun: 'deity', plural: 'Deities' }),
  catalog.put('uploadDeityImage', '/temple/t-admin/deity/{id}/img/', {
    summary: "Replace the deity's image",
    upload: DeityImageUpload,
    responses: { 200: Deity },
  }),
]
