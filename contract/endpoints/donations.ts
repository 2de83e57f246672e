/** Donations and their schedule (tag `donations`). */
import { Donation, DonationBody, DonationQuery } from '../money'
import { preconditionFailed } from '../common'
import { ScheduleMetaChange } from '../offerings'
import { area, type Endpoint, model } from './define'

const money = area('donations', 'temple')

export const donationEndpoints: readonly Endpoint[] = [
  ...model(money, 'Donation', '/temple/t-admin/donation/', Donation, DonationBody, {
    query: DonationQuery,
    noun: 'donation',
    versioned: true,
  }),
  // A change of the donation: its If-Match, its ETag.
  money.patch('addDonationMeta', '/temple/t-admin/donation/{id}/donation_meta/add/', {
    summary: 'Add dates, days or excluded dates',
    body: ScheduleMetaChange,
    responses: { 200: Donation, 412: preconditionFailed(Donation) },
    versioned: true,
  }),
  money.patch('removeDonationMeta', '/temple/t-admin/donation/{id}/donation_meta/remove/', {
    summary: 'Remove dates, days or excluded dates',
    body: ScheduleMetaChange,
    responses: { 200: Donation, 412: preconditionFailed(Donation) },
    versioned: true,
  }),
]
