import { cn } from '@/lib/cn'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost'
export type ButtonSize = 'md' | 'lg'

export interface ButtonStyleProps {
  variant?: ButtonVariant
  size?: ButtonSize
}

const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60'

// Contrast: white on brand-700 8.6:1, brand-700 on white 8.6:1.
const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border-2 border-brand-700 bg-white text-brand-700 hover:bg-brand-50',
  ghost: 'text-brand-700 underline-offset-4 hover:underline',
}

// min-h-11 (44px): a comfortable touch target.
const sizes: Record<ButtonSize, string> = {
  md: 'min-h-11 px-5 py-2 text-sm',
  lg: 'min-h-12 px-7 py-3 text-base',
}

/** Class names for anything that should look like a button (also usable on plain anchors). */
export function buttonClasses({ variant = 'primary', size = 'md' }: ButtonStyleProps = {}, className?: string): string {
  return cn(base, variants[variant], sizes[size], className)
}
