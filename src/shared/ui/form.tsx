import { chakra } from '@chakra-ui/react'

/** A `<form>` that takes style props; browser validation is off (the schema speaks instead). */
export const Form = chakra('form', {
  base: { display: 'flex', flexDirection: 'column' },
})
