import { describe, expect, it } from 'vitest'
import { toastEdge } from '@/components/ui/toast-edge'

const at = (top: number, height = 40) => new DOMRect(0, top, 100, height)

describe('toastEdge', () => {
  it('takes the bottom below 1024 px when the focused control is in the upper half of the screen', () => {
    expect(toastEdge(at(100), 390, 844)).toBe('bottom')
    expect(toastEdge(at(380), 768, 1024)).toBe('bottom')
  })

  it('takes the top when the focused control is in the lower half, or nothing is focused', () => {
    expect(toastEdge(at(600), 390, 844)).toBe('top')
    expect(toastEdge(null, 390, 844)).toBe('top')
  })

  it('decides by the middle of the control', () => {
    // 402 + 20 = 422, exactly half of 844: not in the upper half.
    expect(toastEdge(at(402), 390, 844)).toBe('top')
    expect(toastEdge(at(401), 390, 844)).toBe('bottom')
  })

  it('stays in the top corner from 1024 px up, wherever the focus is', () => {
    expect(toastEdge(at(100), 1024, 768)).toBe('top')
    expect(toastEdge(at(100), 1280, 900)).toBe('top')
  })
})
