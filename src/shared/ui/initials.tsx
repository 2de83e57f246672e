import { chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react'

/** A name's initials as Chakra's Avatar makes them: first and last word, or the first letter alone. */
export function initialsOf(name: string): string {
  const names = name.trim().split(' ')
  const first = names[0] ?? ''
  const last = names.length > 1 ? (names[names.length - 1] ?? '') : ''
  return first && last ? `${first.charAt(0)}${last.charAt(0)}` : first.charAt(0)
}

type Size = 'xs' | 'sm' | 'md' | 'lg'

/**
 * An avatar that only ever shows initials (the shell's user): the look of Chakra's Avatar (its
 * recipe, sizes and colour palette) without its image-loading state machine, which with its shared
 * chunks weighs ≈ 6.5 KB gzip of every signed-in page's first load
 * (docs/decisions/128-shell-without-state-machines.md). Screens that show pictures keep Avatar.
 */
export function Initials({ name, size = 'sm', ...rest }: { name: string; size?: Size } & Omit<HTMLChakraProps<'span'>, 'children'>) {
  const styles = useSlotRecipe({ key: 'avatar' })({ size })
  return (
    <chakra.span css={styles.root} data-scope="avatar" data-part="root" {...rest}>
      <chakra.span css={styles.fallback} data-scope="avatar" data-part="fallback">
        {initialsOf(name)}
      </chakra.span>
    </chakra.span>
  )
}
