export interface DeployConfig {
  apiUrl?: string | undefined
  googleMapsApiKey?: string | undefined
  pluginHost?: string | undefined
  downloadHosts?: string[] | string | undefined
}
export interface CheckedConfig {
  apiUrl: string
  googleMapsApiKey: string
  pluginHost: string
  downloadHosts: string[]
}
export const MAPS_ORIGINS: {
  script: string[]
  connect: string[]
  img: string[]
  style: string[]
  font: string[]
}
export function apiOrigin(apiUrl: string | undefined): string | null
export function buildCsp(options?: {
  apiUrl?: string | undefined
  downloadHosts?: string[] | string | undefined
  forMeta?: boolean
}): string
export function nginxCspInclude(config: DeployConfig): string
export function cspMeta(config: DeployConfig): string
export function checkConfig(config: DeployConfig): CheckedConfig
export function applyDeployConfig(dist: string, config: DeployConfig): CheckedConfig
export function configFromArgs(args: string[], environment?: Record<string, string | undefined>): { dist: string; config: DeployConfig }
