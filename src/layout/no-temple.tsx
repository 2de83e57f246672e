import { Button } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { LuBuilding2 } from 'react-icons/lu'
import { useT } from '@/shared/i18n'
import { EmptyBlock, Panel } from '@/shared/ui/page'

/** The temple area in place of every section when the user has no temple (`NoTempleError`). */
export function NoTemple() {
  const t = useT()
  return (
    <Panel maxW="2xl" mx="auto" mt="8">
      <EmptyBlock
        icon={<LuBuilding2 />}
        title={t('layout.noTemple.title')}
        description={t('layout.noTemple.description')}
        action={
          <Button asChild colorPalette="brand">
            <Link to="/register-temple">{t('layout.noTemple.register')}</Link>
          </Button>
        }
      />
    </Panel>
  )
}
