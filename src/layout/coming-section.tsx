import { LuConstruction } from 'react-icons/lu'
import { EmptyBlock, PageHeader, Panel } from '@/shared/ui/page'

/** A section whose screens are not part of this release yet: says so plainly. */
export function ComingSection({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Panel>
        <EmptyBlock
          icon={<LuConstruction />}
          title="Not available yet"
          description="This section is not part of this release. Everything else in the menu works."
        />
      </Panel>
    </>
  )
}
