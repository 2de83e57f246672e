import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Plugin, Rollup } from 'vite'

type OutputBundle = Rollup.OutputBundle
type OutputChunk = Rollup.OutputChunk

/*
 * The code of the page the address names starts downloading with the entry, not after it
 * (docs/decisions/141-start-up-in-short-tasks.md). Without this, a route's chunks are known only
 * once the entry has downloaded and run (app/first-load.ts asks for them then): on a slow network
 * that is one more round trip and the whole entry's download before them.
 *
 * The build writes a small classic script, loaded `async` from index.html's head, that holds each
 * page route's address and the chunks its split component and its layouts' need (their own and
 * what they import, less what index.html already loads), and adds a `<link rel="preload"
 * as="script" crossorigin>` for those of the page the current address names. When the router
 * imports them, the browser takes the preloaded responses; Vite's preload helper sees the links
 * and adds none of its own. Starting a request costs the main thread about 0.4 ms, so the links
 * go in four at a time, a task each, rather than in one long task. (`modulepreload` would also
 * compile each file as it arrives: three times the main-thread time to add the links.) The work
 * starts after the first paint (a frame, then a task; at once in a hidden tab, where frames do not
 * come): run earlier, it delayed the splash by 7–24 ms, and the page's chunks are not needed before
 * the entry has run, which is later still. The address is matched segment by segment (a regular
 * expression per route cost more), and the first links go in the task after that (decision 142). An
 * address that matches no page leaves the route to first-load.ts, as before.
 *
 * Route files → patterns, after TanStack's file naming: `_name` segments add no path (layouts),
 * `index` is its folder's own address, `$param` is one segment, `a.b` is `a/b`, names that start
 * with `-` are not routes. A route file with a folder of the same name is a layout: its chunks go
 * with every page under it (a pathless layout such as `_public` has no address of its own).
 */
const SPLIT = /[\\/]src[\\/]routes[\\/](.+)\.tsx\?tsr-split=component/

/** The address of a page route file, `*` for a parameter (`_app/dashboard/offering-orders/$id` → `/dashboard/offering-orders/*`). */
export function pathOf(file: string): string {
  const segments = file.split('/').flatMap((segment) => segment.split('.'))
  const parts = (segments.at(-1) === 'index' ? segments.slice(0, -1) : segments)
    .filter((segment) => !segment.startsWith('_'))
    .map((segment) => (segment.startsWith('$') ? '*' : segment))
  const path = `/${parts.join('/')}`
  // The script turns it into a regular expression as it is: only these characters may appear.
  if (!/^[\w\-/*]*$/.test(path)) throw new Error(`route-preload: ${file} gives the address ${path}, which it cannot match`)
  return path
}

/** The layout route files above a route file (`_app`, `_app/dashboard` for `_app/dashboard/offerings/index`). */
const layoutsOf = (file: string) =>
  file
    .split('/')
    .slice(0, -1)
    .map((_, i, dirs) => dirs.slice(0, i + 1).join('/'))

/** The chunks a chunk imports statically, transitively (itself first). */
function closure(bundle: OutputBundle, start: string, seen = new Set<string>()): Set<string> {
  if (seen.has(start)) return seen
  seen.add(start)
  const chunk = bundle[start]
  if (chunk?.type === 'chunk') for (const file of chunk.imports) closure(bundle, file, seen)
  return seen
}

export interface PreloadTable {
  /** The layouts' chunks, each a list of files. */
  layouts: string[][]
  /** Each page: its address, the layouts above it (indices in `layouts`) and its own chunks. */
  pages: { path: string; layouts: number[]; files: string[] }[]
}

/**
 * The script: file names are listed once (without their folder and `.js`, which `dir` restores),
 * and the pages refer to them and to their layouts by index, so the table stays small. `base` is
 * the app's base path (`/` or `/admin/`): the table's addresses are below it. A file that already
 * has a link (the preload helper may have run between two batches) gets none.
 */
export function routePreloadScript({ layouts, pages }: PreloadTable, dir: string, base = '/'): string {
  const names = [...new Set([...layouts.flat(), ...pages.flatMap((page) => page.files)])].sort()
  const index = (file: string) => names.indexOf(file)
  const f = names.map((file) => file.replace(/^.*\//, '').replace(/\.js$/, ''))
  const l = layouts.map((files) => files.map(index))
  const r = pages.map((page) => [page.path, page.layouts, page.files.map(index)])
  const b = base.replace(/\/$/, '')
  return `(function(){var d=${JSON.stringify(dir)},b=${JSON.stringify(b)},f=${JSON.stringify(f)},l=${JSON.stringify(l)},r=${JSON.stringify(r)},p=location.pathname,s={},i,j,k,e;function a(x){s[x]=1}function m(x){var y=x.replace(/\\/$/,"").split("/"),q=p.replace(/\\/$/,"").split("/"),c;if(y.length!==q.length)return!1;for(c=0;c<y.length;c++)if(y[c]!==q[c]&&(y[c]!=="*"||!q[c]))return!1;return!0}function g(){p=p.indexOf(b+"/")===0?p.slice(b.length):"";for(i=0;p&&i<r.length;i++)if(m(r[i][0])){for(j=0;j<r[i][1].length;j++)l[r[i][1][j]].forEach(a);r[i][2].forEach(a)}k=Object.keys(s);setTimeout(function n(){var h={},t=document.getElementsByTagName("link");for(i=0;i<t.length;i++)h[t[i].href]=1;k.splice(0,4).forEach(function(x){e=document.createElement("link");e.rel="preload";e.as="script";e.crossOrigin="";e.href=d+f[x]+".js";if(!h[e.href])document.head.appendChild(e)});if(k.length)setTimeout(n,0)},0)}if(document.visibilityState==="hidden"||!window.requestAnimationFrame)setTimeout(g,0);else requestAnimationFrame(function(){setTimeout(g,0)})})();\n`
}

export function routePreloadPlugin(routesDir: string): Plugin {
  let base = '/'
  return {
    name: 'route-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      base = config.base
      // The script matches the address below an absolute base; a relative one (`./`) has no fixed
      // place to start from.
      if (!base.startsWith('/')) throw new Error(`route-preload: needs an absolute base, not ${JSON.stringify(base)}`)
    },
    generateBundle(_options, bundle) {
      const html = bundle['index.html']
      const entry = Object.values(bundle).find(
        (item): item is OutputChunk => item.type === 'chunk' && item.isEntry && item.name === 'index',
      )
      if (html?.type !== 'asset' || !entry) throw new Error('route-preload: no index.html or entry chunk in the bundle')
      const loaded = closure(bundle, entry.fileName)
      // Route file (relative to src/routes, no extension) → the chunks its split component needs.
      const needs = new Map<string, string[]>()
      for (const chunk of Object.values(bundle)) {
        const file = chunk.type === 'chunk' ? SPLIT.exec(chunk.facadeModuleId ?? '')?.[1]?.replace(/\\/g, '/') : undefined
        if (!file || file.split('/').some((segment) => segment.startsWith('-'))) continue
        needs.set(
          file,
          [...closure(bundle, chunk.fileName)].filter((name) => !loaded.has(name)),
        )
      }
      // A layout (a route file with a folder of the same name) is fetched with the pages under it.
      const table: PreloadTable = { layouts: [], pages: [] }
      const layoutIndex = new Map<string, number>()
      for (const [file, own] of [...needs].sort(([a], [b]) => a.localeCompare(b))) {
        if (existsSync(join(routesDir, file))) continue
        const layouts = layoutsOf(file).flatMap((layout) => {
          const files = needs.get(layout)
          if (!files?.length) return []
          if (!layoutIndex.has(layout)) layoutIndex.set(layout, table.layouts.push(files) - 1)
          return [layoutIndex.get(layout) as number]
        })
        if (layouts.length || own.length) table.pages.push({ path: pathOf(file), layouts, files: own })
      }
      const dir = `${base}${dirname(entry.fileName)}/`
      const outside = [...table.layouts.flat(), ...table.pages.flatMap((page) => page.files)].filter(
        (file) => dirname(file) !== dirname(entry.fileName),
      )
      if (outside.length) throw new Error(`route-preload: chunks outside ${dir}: ${[...new Set(outside)].join(', ')}`)
      const source = routePreloadScript(table, dir, base)
      const fileName = `${dirname(entry.fileName)}/route-preload-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`
      this.emitFile({ type: 'asset', fileName, source })
      const tag = `<script async src="${base}${fileName}"></script>`
      const page = String(html.source)
      if (!page.includes('<script type="module"')) throw new Error('route-preload: no module script in index.html')
      html.source = page.replace('<script type="module"', `${tag}\n    <script type="module"`)
    },
  }
}
