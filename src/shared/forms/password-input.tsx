import { IconButton, Input, InputGroup, type InputProps } from '@chakra-ui/react'
import { forwardRef, useState } from 'react'
import { LuEye, LuEyeOff } from 'react-icons/lu'
import { useT } from '../i18n'

/** A password field with a show/hide toggle. */
export const PasswordInput = forwardRef<HTMLInputElement, InputProps>(function PasswordInput(props, ref) {
  const t = useT()
  const [visible, setVisible] = useState(false)
  return (
    <InputGroup
      endElement={
        <IconButton
          type="button"
          variant="ghost"
          size="xs"
          aria-label={visible ? t('common.password.hide') : t('common.password.show')}
          onClick={() => setVisible((v) => !v)}
          me="-2"
        >
          {visible ? <LuEyeOff /> : <LuEye />}
        </IconButton>
      }
    >
      <Input ref={ref} type={visible ? 'text' : 'password'} {...props} />
    </InputGroup>
  )
})
