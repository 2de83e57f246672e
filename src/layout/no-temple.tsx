import { Button } from '@chakra-ui/react'
import { Link } from '@tanstack/react-router'
import { LuBuilding2 } from 'react-icons/lu'
import { EmptyBlock, Panel } from '@/shared/ui/page'

/** The temple area in place of every section when the user has no temple (`NoTempleError`). */
export function NoTemple() {
  return (
    <Panel maxW="2xl" mx="auto" mt="8">
      <EmptyBlock
        icon={<LuBuilding2 />}
        title="You are not administering any temple."
        description="Register your temple to start, or ask a temple's administrator to invite you."
        action={
          <Button asChild colorPalette="brand">
            <Link to="/register-temple">Register temple</Link>
          </Button>
        }
      />
    </Panel>
  )
}
