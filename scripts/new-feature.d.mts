export function featureNames(name: string): { kebab: string; camel: string; pascal: string; title: string; words: string; model: string }
export function featureFiles(name: string): Record<string, string>
export function featureEdits(name: string): Record<string, (text: string, path: string) => string>
export function registerHandler(index: string, name: string): string
export function registerArea(scope: string, name: string): string
export function leftToDo(name: string): string[]
