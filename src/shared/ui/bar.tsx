import { Flex, type FlexProps } from '@chakra-ui/react'

/**
 * A full-width bar of the page's frame (a header, a footer, a banner): its items centred in a row
 * that wraps, a line `above` or `below` it, the page's side margins (`inset="shell"`: the signed-in
 * shell's narrower ones). A `sticky` bar stays at the window's edge on its line's far side.
 */
export function Bar({
  line,
  inset = 'page',
  sticky = false,
  ...props
}: FlexProps & { line?: 'above' | 'below'; inset?: 'page' | 'shell'; sticky?: boolean }) {
  return (
    <Flex
      px={inset === 'page' ? { base: '4', md: '8' } : { base: '3', md: '6' }}
      bg="bg"
      align="center"
      justify="space-between"
      gap="3"
      wrap="wrap"
      borderTopWidth={line === 'above' ? '1px' : undefined}
      borderBottomWidth={line === 'below' ? '1px' : undefined}
      position={sticky ? 'sticky' : undefined}
      top={sticky && line === 'below' ? '0' : undefined}
      bottom={sticky && line === 'above' ? '0' : undefined}
      zIndex={sticky ? 'sticky' : undefined}
      {...props}
    />
  )
}
