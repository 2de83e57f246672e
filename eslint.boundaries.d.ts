import type { Linter } from 'eslint'

export function boundaryZones(root: string): { target: string; from: string | string[]; except?: string[]; message: string }[]
export function boundaryConfig(root: string, files?: string[]): Linter.Config
