import { Accordion, Span } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** One item of an accordion: an icon and a title on its trigger, the section under it. */
export function AccordionSection({ value, icon, title, children }: { value: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Accordion.Item value={value}>
      <Accordion.ItemTrigger>
        {icon}
        <Span flex="1" fontWeight="medium">
          {title}
        </Span>
        <Accordion.ItemIndicator />
      </Accordion.ItemTrigger>
      <Accordion.ItemContent>
        <Accordion.ItemBody>{children}</Accordion.ItemBody>
      </Accordion.ItemContent>
    </Accordion.Item>
  )
}
