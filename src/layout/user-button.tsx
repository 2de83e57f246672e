import { Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { useT } from '@/shared/i18n'
import { Initials } from '@/shared/ui/initials'

/**
 * The menu's button: the user's initials, name and contact (also shown before the menu loads).
 * `compact`: the initials only (layouts that show the user at the top of the sidebar).
 * Its accessible name is the text it shows (WCAG 2.5.3: someone who says "Admin User" to a voice
 * control reaches it) followed by "Account menu", which only screen readers hear; the initials,
 * a picture of the name, are left out.
 */
export function UserButton({
  name,
  contact,
  compact = false,
  ...rest
}: { name: string; contact: string; compact?: boolean } & Parameters<typeof Flex>[0]) {
  const t = useT()
  return (
    <Flex as="button" align="center" gap="3" px="2" py="1" borderRadius="md" _hover={{ bg: 'bg.muted' }} {...rest}>
      <Initials name={name} colorPalette="brand" aria-hidden />
      {!compact && (
        <Stack gap="0" textAlign="start" display={{ base: 'none', md: 'flex' }}>
          <Text fontSize="sm" fontWeight="semibold" lineClamp={1}>
            {name}
          </Text>
          <Text fontSize="xs" color="fg.muted" lineClamp={1}>
            {contact}
          </Text>
          <Text fontSize="2xs" color="brand.fg" fontWeight="medium">
            {t('layout.userMenu.roleName')}
          </Text>
        </Stack>
      )}
      <VisuallyHidden>{t('layout.userMenu.label')}</VisuallyHidden>
    </Flex>
  )
}
