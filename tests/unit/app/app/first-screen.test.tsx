import { render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { FirstScreenTakeover } from '@/app/first-screen'
import { isPrerendered } from '@/lib/first-screen'

// The markup a page's HTML carries (scripts/vite/prerender.ts), and the same page as the app renders it.
const PRERENDERED = '<nav><a href="/">Home</a><a href="/shop">Shop</a></nav><main><button>Join</button></main>'

function Page() {
  return (
    <>
      <nav>
        <a href="/">Home</a>
        <a href="/shop">Shop</a>
      </nav>
      <main>
        <button>Join</button>
      </main>
    </>
  )
}

function prerenderedRoot() {
  const root = document.createElement('div')
  root.id = 'root'
  root.setAttribute('data-prerendered', '')
  root.innerHTML = PRERENDERED
  document.body.append(root)
  return root
}

afterEach(() => document.getElementById('root')?.remove())

describe('FirstScreenTakeover', () => {
  it('replaces the prerendered screen and says so on the root', () => {
    const root = prerenderedRoot()
    const before = root.querySelector('main')
    expect(isPrerendered(root)).toBe(true)
    render(
      <FirstScreenTakeover root={root}>
        <Page />
      </FirstScreenTakeover>,
      { container: root },
    )
    expect(isPrerendered(root)).toBe(false)
    expect(root.querySelectorAll('main')).toHaveLength(1)
    expect(root.querySelector('main')).not.toBe(before)
  })

  it('keeps a keyboard user on the control they had reached', () => {
    const root = prerenderedRoot()
    root.querySelectorAll('a')[1]!.focus()
    render(
      <FirstScreenTakeover root={root}>
        <Page />
      </FirstScreenTakeover>,
      { container: root },
    )
    expect(screen.getByRole('link', { name: 'Shop' })).toHaveFocus()
  })

  it('leaves focus alone when it was not on the screen', () => {
    const root = prerenderedRoot()
    render(
      <FirstScreenTakeover root={root}>
        <Page />
      </FirstScreenTakeover>,
      { container: root },
    )
    expect(document.body).toHaveFocus()
  })

  it("carries what the visitor typed or chose on the prerendered screen into the app's own fields", () => {
    const root = prerenderedRoot()
    root.innerHTML =
      '<form><input aria-label="Search"><select aria-label="Sort"><option value="new" selected>Newest</option>' +
      '<option value="price">Price</option></select><input type="checkbox" aria-label="Organic"></form>'
    root.querySelector('input')!.value = 'pepper'
    root.querySelector('select')!.value = 'price'
    root.querySelector<HTMLInputElement>('input[type=checkbox]')!.checked = true
    const seen: string[] = []

    function Form() {
      const [term, setTerm] = useState('')
      const [sort, setSort] = useState('new')
      const [organic, setOrganic] = useState(false)
      seen.push(`${term}|${sort}|${organic}`)
      return (
        <form>
          <input aria-label="Search" value={term} onChange={(event) => setTerm(event.target.value)} />
          <select aria-label="Sort" value={sort} onChange={(event) => setSort(event.target.value)}>
            <option value="new">Newest</option>
            <option value="price">Price</option>
          </select>
          <input
            type="checkbox"
            aria-label="Organic"
            checked={organic}
            onChange={(event) => setOrganic(event.target.checked)}
          />
        </form>
      )
    }

    render(
      <FirstScreenTakeover root={root}>
        <Form />
      </FirstScreenTakeover>,
      { container: root },
    )
    // The component's state, not only the DOM: the app acts on what was typed.
    expect(seen.at(-1)).toBe('pepper|price|true')
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('pepper')
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveValue('price')
    expect(screen.getByRole('checkbox', { name: 'Organic' })).toBeChecked()
  })

  it('leaves alone a field the visitor did not change, whatever the app puts in it', () => {
    const root = prerenderedRoot()
    root.innerHTML = '<input aria-label="Search" value="pepper">'
    const changes: string[] = []
    render(
      <FirstScreenTakeover root={root}>
        <input aria-label="Search" defaultValue="cumin" onChange={(event) => changes.push(event.target.value)} />
      </FirstScreenTakeover>,
      { container: root },
    )
    expect(changes).toEqual([])
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('cumin')
  })

  it('finds the same field and control when the app renders others before them (values that arrived first)', () => {
    const root = prerenderedRoot()
    root.innerHTML = '<aside></aside><form><input type="search" aria-label="Search"><button>Go</button></form>'
    root.querySelector('input')!.value = 'saffron'
    root.querySelector('button')!.focus()
    const seen: string[] = []

    function Shop() {
      const [term, setTerm] = useState('')
      seen.push(term)
      return (
        <>
          {/* The filter panel, which the prerendered screen showed as a skeleton. */}
          <aside>
            <input type="checkbox" aria-label="Seeds" />
            <input type="range" aria-label="Maximum price" defaultValue="50" />
            <button type="button">Clear All Filters</button>
          </aside>
          <form>
            <input type="search" aria-label="Search" value={term} onChange={(event) => setTerm(event.target.value)} />
            <button>Go</button>
          </form>
        </>
      )
    }

    render(
      <FirstScreenTakeover root={root}>
        <Shop />
      </FirstScreenTakeover>,
      { container: root },
    )
    expect(seen.at(-1)).toBe('saffron')
    expect(screen.getByRole('button', { name: 'Go' })).toHaveFocus()
  })
})
