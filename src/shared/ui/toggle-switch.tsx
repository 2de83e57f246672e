import type { InputHTMLAttributes } from 'react'

/*
 * A light on/off switch for table rows: one native checkbox (role="switch") styled by one static
 * stylesheet, instead of a Chakra Switch (a recipe, a state machine and four elements) per row.
 * Keyboard, focus and form behaviour are the browser's own.
 */
const STYLE_ID = 'toggle-switch-style'
const CSS = `
.toggle-switch{appearance:none;-webkit-appearance:none;margin:0;flex:none;position:relative;width:2.25rem;height:1.25rem;
border-radius:9999px;background:var(--chakra-colors-gray-300,#d4d4d8);cursor:pointer;transition:background-color .15s}
.toggle-switch::after{content:"";position:absolute;top:2px;inset-inline-start:2px;width:calc(1.25rem - 4px);height:calc(1.25rem - 4px);
border-radius:9999px;background:#fff;box-shadow:0 1px 2px rgba(0,0,0,.25);transition:transform .15s}
.toggle-switch:checked{background:var(--chakra-colors-brand-solid,#1e2a8a)}
.toggle-switch:checked::after{transform:translateX(1rem)}
.toggle-switch:checked:dir(rtl)::after{transform:translateX(-1rem)}
.toggle-switch:focus-visible{outline:2px solid var(--chakra-colors-brand-focus-ring,#3b55f0);outline-offset:2px}
.toggle-switch:disabled{opacity:.5;cursor:not-allowed}
@media (prefers-reduced-motion:reduce){.toggle-switch,.toggle-switch::after{transition:none}}
`

function injectStyle() {
  if (typeof document === 'undefined' || document.getElementById(STYLE_ID)) return
  const style = document.createElement('style')
  style.id = STYLE_ID
  style.textContent = CSS
  document.head.appendChild(style)
}

interface ToggleSwitchProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'role'> {
  checked: boolean
  onChange: (checked: boolean) => void
  'aria-label': string
}

export function ToggleSwitch({ checked, onChange, className, ...rest }: ToggleSwitchProps) {
  injectStyle()
  return (
    <input
      {...rest}
      type="checkbox"
      role="switch"
      className={className ? `toggle-switch ${className}` : 'toggle-switch'}
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  )
}
