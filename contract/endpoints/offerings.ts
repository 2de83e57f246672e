/** Offerings, their schedule, time slots, add-on fields and fee splits (tag `offerings`). */
import { z } from 'zod'
import {
  ContentObjectQuery,
  FeeSplitConfig,
  FeeSplitConfigBody,
  FeeSplitConfigChanges,
  FeeSplitName,
  FeeSplitNameBody,
  Offering,
  OfferingAddon,
  OfferingAddonBody,
  OfferingAddonQuery,
  OfferingBody,
  OfferingQuery,
  OfferingTime,
  OfferingTimeBody,
  ScheduleMetaChange,
} from '../offerings'
import { area, type Endpoint, model } from './define'

const offerings = area('offerings', 'temple')

export const offeringEndpoints: readonly Endpoint[] = [
  ...model(offerings, 'Offering', '/temple/t-admin/offering/', Offering, OfferingBody, {
    query: OfferingQuery,
    noun: 'offering',
    versioned: true,
  }),
  offerings.patch('addOfferingMeta', '/temple/t-admin/offering/{id}/offering_meta/add/', {
    summary: 'Add dates, days or excluded dates',
    body: ScheduleMetaChange,
    responses: { 200: Offering },
  }),
  offerings.patch('removeOfferingMeta', '/temple/t-admin/offering/{id}/offering_meta/remove/', {
    summary: 'Remove dates, days or excluded dates',
    body: ScheduleMetaChange,
    responses: { 200: Offering },
  }),
  offerings.post('addOfferingTime', '/temple/t-admin/offering/{id}/offering_times/', {
    summary: 'Add a time slot',
    body: OfferingTimeBody,
    responses: { 201: OfferingTime },
  }),
  offerings.patch('updateOfferingTime', '/temple/t-admin/offering-time/{id}/', {
    summary: 'Change a time slot',
    body: OfferingTimeBody,
    responses: { 200: OfferingTime },
  }),
  offerings.delete('deleteOfferingTime', '/temple/t-admin/offering-time/{id}/', {
    summary: 'Delete a time slot',
    responses: { 204: null },
  }),
  ...model(offerings, 'OfferingAddon', '/temple/t-admin/offering-addon-field/', OfferingAddon, OfferingAddonBody, {
    query: OfferingAddonQuery,
    update: 'PUT',
    noun: 'offering add-on field',
  }),
  ...model(offerings, 'FeeSplitName', '/report-app/fee-split-name/', FeeSplitName, FeeSplitNameBody, {
    query: ContentObjectQuery,
    noun: 'fee split name',
  }),
  offerings.get('listFeeSplitConfigs', '/report-app/fee-split-config/', {
    summary: 'The fee split of an offering or the temple',
    paginated: true,
    query: ContentObjectQuery,
    responses: { 200: z.array(FeeSplitConfig) },
  }),
  offerings.post('createFeeSplitConfig', '/report-app/fee-split-config/', {
    summary: 'Create a fee split',
    body: FeeSplitConfigBody,
    responses: { 201: FeeSplitConfig },
  }),
  offerings.get('getFeeSplitConfig', '/report-app/fee-split-config/{id}/', {
    summary: 'One fee split',
    responses: { 200: FeeSplitConfig },
  }),
  offerings.patch('updateFeeSplitConfig', '/report-app/fee-split-config/{id}/', {
    summary: "Change a fee split's entries",
    body: FeeSplitConfigChanges,
    responses: { 200: FeeSplitConfig },
  }),
  offerings.delete('deleteFeeSplitConfig', '/report-app/fee-split-config/{id}/', {
    summary: 'Delete a fee split',
    responses: { 204: null },
  }),
]
