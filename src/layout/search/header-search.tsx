import { Box, IconButton, Input, InputGroup, Kbd } from '@chakra-ui/react'
import { useNavigate } from '@tanstack/react-router'
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react'
import { LuSearch } from 'react-icons/lu'
import { useT } from '@/shared/i18n'
import type { SearchHit } from './hits'

// The results (queries of four areas, the list) load the first time the box is focused.
const loadResults = () => import('./search-results')
const SearchResults = lazy(loadResults)

function isTyping(target: EventTarget | null) {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}

/**
 * The header search ('Search…'): sections, and the temple's offerings, deities and donations for
 * a temple user; temples for staff. `/` or Ctrl+K (⌘K) focuses it; arrows and Enter pick; Escape
 * closes. A combobox with a listbox (ARIA 1.2 pattern): focus stays in the input.
 */
export function HeaderSearch() {
  const t = useT()
  const navigate = useNavigate()
  const inputRef = useRef<HTMLInputElement>(null)
  const listId = useId()
  const [text, setText] = useState('')
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const [hits, setHits] = useState<SearchHit[]>([])
  const [active, setActive] = useState(0)
  // Below 768 px the box is a button until tapped; then it covers the header until it loses focus.
  const [unfolded, setUnfolded] = useState(false)
  const reveal = () => {
    setUnfolded(true)
    // On a phone the input shows with this render: focus it once it is painted.
    requestAnimationFrame(() => {
      inputRef.current?.focus()
      inputRef.current?.select()
    })
  }

  // A short pause before asking the server; sections filter at once.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 200)
    return () => clearTimeout(timer)
  }, [text])
  useEffect(() => setActive(0), [query])

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const ctrlK = (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k'
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target)
      if (!ctrlK && !slash) return
      event.preventDefault()
      reveal()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])

  const pick = (hit: SearchHit | undefined) => {
    if (!hit) return
    setOpen(false)
    setUnfolded(false)
    setText('')
    inputRef.current?.blur()
    void navigate({ href: hit.href })
  }

  const showList = open && text.trim() !== ''
  const activeHit = showList ? hits[active] : undefined
  return (
    <Box
      flex="1"
      maxW="md"
      display="flex"
      justifyContent="flex-end"
      alignItems="center"
      {...(unfolded
        ? {
            position: { base: 'absolute', md: 'relative' },
            inset: { base: '0', md: 'auto' },
            bg: 'bg',
            px: { base: '3', md: '0' },
            zIndex: '1',
          }
        : { position: 'relative' })}
    >
      <IconButton
        aria-label={t('layout.search.label')}
        variant="ghost"
        display={{ base: unfolded ? 'none' : 'inline-flex', md: 'none' }}
        onClick={reveal}
      >
        <LuSearch />
      </IconButton>
      <InputGroup
        flex="1"
        display={{ base: unfolded ? 'flex' : 'none', md: 'flex' }}
        startElement={<LuSearch aria-hidden />}
        endElement={<Kbd size="sm">/</Kbd>}
      >
        <Input
          ref={inputRef}
          size="sm"
          type="search"
          placeholder={t('layout.search.placeholder')}
          aria-label={t('layout.search.label')}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={activeHit ? `${listId}-${activeHit.key}` : undefined}
          autoComplete="off"
          value={text}
          onFocus={() => {
            setUsed(true)
            setOpen(true)
            void loadResults()
          }}
          onBlur={() => {
            setOpen(false)
            if (!text) setUnfolded(false)
          }}
          onChange={(event) => {
            setText(event.currentTarget.value)
            setUsed(true)
            setOpen(true)
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && hits.length > 0) {
              event.preventDefault()
              setOpen(true)
              setActive((index) => (index + 1) % hits.length)
            } else if (event.key === 'ArrowUp' && hits.length > 0) {
              event.preventDefault()
              setActive((index) => (index - 1 + hits.length) % hits.length)
            } else if (event.key === 'Enter' && showList) {
              event.preventDefault()
              pick(hits[active])
            } else if (event.key === 'Escape') {
              if (showList) setOpen(false)
              else setText('')
            }
          }}
        />
      </InputGroup>
      {used && (
        <Suspense fallback={null}>
          <SearchResults
            listId={listId}
            text={text.trim()}
            query={query}
            visible={showList}
            active={active}
            onHits={setHits}
            onPick={pick}
            onHover={setActive}
          />
        </Suspense>
      )}
    </Box>
  )
}
