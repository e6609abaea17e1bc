import type { SVGProps } from 'react'

/** Decorative line icons (24px grid); the link or button around them carries the accessible name. */
function Icon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      width={24}
      height={24}
      {...props}
    />
  )
}

export function CartIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M3 4h2l2.4 11.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.76L20.5 8H6.2" />
      <circle cx="9.5" cy="19.5" r="1.3" />
      <circle cx="17" cy="19.5" r="1.3" />
    </Icon>
  )
}

export function UserIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="8" r="3.6" />
      <path d="M4.5 20a7.5 7.5 0 0 1 15 0" />
    </Icon>
  )
}

export function MenuIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </Icon>
  )
}

export function CloseIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M6 6l12 12M18 6 6 18" />
    </Icon>
  )
}

/** The CasaBite spice jar (same drawing as public/favicon.svg). */
export function JarMark(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" width={32} height={32} {...props}>
      <rect x="9" y="2.5" width="14" height="5" rx="1.5" fill="#5c3a21" />
      <rect x="10.5" y="7" width="11" height="2.5" fill="#3b2416" />
      <path d="M8 11.5a3 3 0 0 1 3-3h10a3 3 0 0 1 3 3V26a3.5 3.5 0 0 1-3.5 3.5h-9A3.5 3.5 0 0 1 8 26Z" fill="#b23a1a" />
      <rect x="8" y="14" width="16" height="9.5" fill="#fbf3e4" />
      <path d="M16 15.5c2.4 1.3 2.4 5.2 0 6.5-2.4-1.3-2.4-5.2 0-6.5Z" fill="#d9901f" />
      <path d="M12.2 18.75c1.3-1.5 6.3-1.5 7.6 0-1.3 1.5-6.3 1.5-7.6 0Z" fill="#d9901f" opacity=".85" />
    </svg>
  )
}

export function InstagramIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.2" cy="6.8" r=".6" fill="currentColor" />
    </Icon>
  )
}

export function FacebookIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <path d="M14.5 8H16V4.5h-2.2A3.8 3.8 0 0 0 10 8.3V11H7.5v3.5H10V21h3.5v-6.5h2.4l.6-3.5h-3V8.9c0-.5.4-.9 1-.9Z" />
    </Icon>
  )
}

export function PinterestIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M10.8 20.2 12.6 13M9.7 14.6c-1-1-1.2-2.4-.6-3.8.8-1.9 3.1-2.8 5-2 1.7.7 2.2 2.6 1.3 4.3-.7 1.3-2.1 1.9-3.4 1.3" />
    </Icon>
  )
}

export function YouTubeIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Icon {...props}>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10.3 9.3 4.6 2.7-4.6 2.7Z" fill="currentColor" />
    </Icon>
  )
}
