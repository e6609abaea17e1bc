import { render, screen } from '@testing-library/react'
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
})
