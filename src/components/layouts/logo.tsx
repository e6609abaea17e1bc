import { Link } from 'react-router-dom'
import { JarMark } from '@/components/ui/icons'
import { paths } from '@/config/paths'
import { site } from '@/config/site'

export function Logo() {
  return (
    <Link to={paths.home.getHref()} className="flex items-center gap-2 rounded-md">
      <JarMark className="size-8" />
      <span className="font-display text-2xl font-bold tracking-tight text-brand-700">{site.name}</span>
    </Link>
  )
}
