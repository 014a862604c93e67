import type { ReactElement, SVGProps } from 'react'

/** Props of the line icons: an SVG that inherits the text colour and hides from assistive tech. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number }

function icon(paths: ReactElement, viewBox = '0 0 24 24') {
  return function Icon({ size = 20, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox={viewBox}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {paths}
      </svg>
    )
  }
}

/** A shopping bag. */
export const BagIcon = icon(
  <>
    <path d="M5 8h14l-1 12H6L5 8Z" />
    <path d="M9 8V6a3 3 0 0 1 6 0v2" />
  </>,
)
/** A cross, for closing. */
export const CloseIcon = icon(<path d="M6 6l12 12M18 6 6 18" />)
/** A chevron pointing left. */
export const ChevronLeftIcon = icon(<path d="m15 5-7 7 7 7" />)
/** A chevron pointing right. */
export const ChevronRightIcon = icon(<path d="m9 5 7 7-7 7" />)
/** A chevron pointing down. */
export const ChevronDownIcon = icon(<path d="m5 9 7 7 7-7" />)
/** A plus sign. */
export const PlusIcon = icon(<path d="M12 5v14M5 12h14" />)
/** A minus sign. */
export const MinusIcon = icon(<path d="M5 12h14" />)
/** An open eye. */
export const EyeIcon = icon(
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
)
/** A crossed-out eye. */
export const EyeOffIcon = icon(
  <>
    <path d="M10.6 5.1A10 10 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-2.6 3.4M6.6 6.6C3.7 8.4 2 12 2 12s3.6 7 10 7c1.9 0 3.5-.6 4.9-1.5" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2M3 3l18 18" />
  </>,
)
/** Three lines: the navigation menu. */
export const MenuIcon = icon(<path d="M4 7h16M4 12h16M4 17h16" />)
/** A tick. */
export const CheckIcon = icon(<path d="m5 12.5 4.5 4.5L19 7.5" />)
/** A circled exclamation mark. */
export const AlertIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </>,
)
/** A circled "i". */
export const InfoIcon = icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.5v.01" />
  </>,
)
/** A person. */
export const UserIcon = icon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5" />
  </>,
)
/** A trend arrow going up. */
export const TrendUpIcon = icon(<path d="m4 16 6-6 4 4 6-6M14 8h6v6" />)
/** A trend arrow going down. */
export const TrendDownIcon = icon(<path d="m4 8 6 6 4-4 6 6M14 16h6v-6" />)
