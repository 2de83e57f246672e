import { Input, InputGroup, type InputGroupProps } from '@chakra-ui/react'
import { LuSearch } from 'react-icons/lu'

interface SearchInputProps extends Omit<InputGroupProps, 'children' | 'onChange' | 'startElement'> {
  /** The box's accessible name. */
  label: string
  placeholder: string
  value: string
  onChange: (text: string) => void
}

/** A search box: a magnifier before the browser's search input (its clear button, Escape clears), reporting the text typed. */
export function SearchInput({ label, placeholder, value, onChange, ...group }: SearchInputProps) {
  return (
    <InputGroup startElement={<LuSearch />} {...group}>
      <Input type="search" aria-label={label} placeholder={placeholder} value={value} onChange={(e) => onChange(e.currentTarget.value)} />
    </InputGroup>
  )
}
