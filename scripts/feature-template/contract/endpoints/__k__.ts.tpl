/** The temple's __w__ (tag `__k__`): list, create, retrieve, update and delete. */
import { __P__, __P__Body } from '../__k__'
import { area, type Endpoint, model } from './define'

export const __c__Endpoints: readonly Endpoint[] = [
  ...model(area('__k__', 'temple'), '__P__', '/temple/t-admin/__k__/', __P__, __P__Body, { noun: '__n__', plural: '__s__' }),
]
