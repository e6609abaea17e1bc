import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { cn } from '@/lib/cn'
import type { ProductRow } from '@/types/models'
import { parseRecipes } from '../lib/product-content'

type TabId = 'description' | 'flavor' | 'origin' | 'recipes'

interface TabDefinition {
  id: TabId
  label: string
  /** Hidden on small screens (the spec hides Suggested Recipes there). */
  wideOnly?: boolean
  content: ReactNode
}

function Paragraphs({ text, empty }: { text: string; empty: string }) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
  if (paragraphs.length === 0) return <p className="text-ink-muted">{empty}</p>
  return (
    <div className="space-y-4">
      {paragraphs.map((paragraph, i) => (
        <p key={i}>{paragraph}</p>
      ))}
    </div>
  )
}

function tabsOf(product: ProductRow): TabDefinition[] {
  const recipes = parseRecipes(product.suggested_recipes)
  return [
    {
      id: 'description',
      label: 'Description',
      content: <Paragraphs text={product.long_description || product.short_description} empty="No description yet." />,
    },
    {
      id: 'flavor',
      label: 'Flavor Profile',
      content: <Paragraphs text={product.flavor_profile} empty="Flavor notes are coming soon." />,
    },
    {
      id: 'origin',
      label: 'Origin Story',
      content: <Paragraphs text={product.origin_story} empty="The origin story is coming soon." />,
    },
    {
      id: 'recipes',
      label: 'Suggested Recipes',
      wideOnly: true,
      content:
        recipes.length > 0 ? (
          <ul className="space-y-4">
            {recipes.map((recipe) => (
              <li key={recipe.title}>
                <h3 className="text-lg font-bold">{recipe.title}</h3>
                {recipe.description ? <p className="mt-1">{recipe.description}</p> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-ink-muted">Recipes are coming soon.</p>
        ),
    },
  ]
}

const isShown = (element: HTMLElement) => element.getClientRects().length > 0

/**
 * The WAI-ARIA tabs pattern: one tab stop, arrow keys (and Home/End) move and select, the panel follows.
 * Tabs hidden by the screen width are skipped.
 */
export function ProductTabs({ product }: { product: ProductRow }) {
  const baseId = useId()
  const tabs = tabsOf(product)
  const [selected, setSelected] = useState<TabId>('description')
  const tabRefs = useRef(new Map<TabId, HTMLButtonElement>())

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const visible = tabs.filter((tab) => {
      const element = tabRefs.current.get(tab.id)
      return element ? isShown(element) : false
    })
    const at = visible.findIndex((tab) => tab.id === selected)
    const target = {
      ArrowRight: visible[(at + 1) % visible.length],
      ArrowLeft: visible[(at - 1 + visible.length) % visible.length],
      Home: visible[0],
      End: visible[visible.length - 1],
    }[event.key]
    if (!target) return
    event.preventDefault()
    setSelected(target.id)
    tabRefs.current.get(target.id)?.focus()
  }

  return (
    <section className="mt-14" aria-labelledby={`${baseId}-heading`}>
      {/* Names the section for heading navigation; the tabs themselves say what each part is. */}
      <h2 id={`${baseId}-heading`} className="sr-only">
        Product Details
      </h2>
      <div
        role="tablist"
        aria-label="Product information"
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-x-1 border-b-2 border-brand-100"
      >
        {tabs.map((tab) => {
          const isSelected = tab.id === selected
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element)
                else tabRefs.current.delete(tab.id)
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              className={cn(
                '-mb-0.5 min-h-11 shrink-0 border-b-2 px-4 py-2 font-semibold whitespace-nowrap',
                isSelected ? 'border-brand-700 text-brand-700' : 'border-transparent text-ink-muted hover:text-ink',
                tab.wideOnly && 'hidden md:block',
              )}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
          className={cn('max-w-3xl pt-6 leading-relaxed', tab.wideOnly && 'max-md:hidden')}
        >
          {tab.content}
        </div>
      ))}
    </section>
  )
}
