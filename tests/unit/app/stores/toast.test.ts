import { beforeEach, describe, expect, it } from 'vitest'
import { keepPageToasts } from '@/stores/keep-page-toasts'
import { toast, useToastStore } from '@/stores/toast'

beforeEach(() => useToastStore.getState().clear())

const titles = () => useToastStore.getState().queue.map((t) => t.title)

describe('toast queue', () => {
  it('shows one toast at a time, the others wait in order', () => {
    toast({ title: 'first' })
    toast({ title: 'second' })
    expect(titles()).toEqual(['first', 'second'])
    useToastStore.getState().dismiss(useToastStore.getState().queue[0]!.id)
    expect(titles()).toEqual(['second'])
  })

  it('keeps the visible toast and at most three waiting, dropping the oldest waiting one', () => {
    for (const title of ['a', 'b', 'c', 'd', 'e']) toast({ title })
    expect(titles()).toEqual(['a', 'c', 'd', 'e'])
  })

  it('drops the page-bound toasts queued on another page, visible or waiting, and keeps the others', () => {
    window.history.replaceState(null, '', '/product/saffron')
    toast({ title: 'on the product', pageBound: true })
    toast({ title: 'announces the next page' })
    toast({ title: 'also on the product', pageBound: true })
    keepPageToasts('/product/saffron')
    expect(titles()).toEqual(['on the product', 'announces the next page', 'also on the product'])
    keepPageToasts('/cart')
    expect(titles()).toEqual(['announces the next page'])
    window.history.replaceState(null, '', '/')
  })

  it('shows a new error at once in place of the visible toast; the waiting ones keep waiting', () => {
    toast({ title: 'Address Saved' })
    toast({ title: 'waiting' })
    toast({ title: 'Signup Failed', variant: 'destructive' })
    expect(titles()).toEqual(['Signup Failed', 'waiting'])
    // The newest error wins over an older one too.
    toast({ title: 'Missing Fields', variant: 'destructive' })
    expect(titles()).toEqual(['Missing Fields', 'waiting'])
  })

  it('binds an error to the page it was queued on unless it says otherwise', () => {
    window.history.replaceState(null, '', '/checkout/payment')
    toast({ title: 'Order placed!' })
    toast({ title: 'Missing Information', variant: 'destructive' })
    toast({ title: 'Connection Issue', variant: 'destructive', pageBound: false })
    keepPageToasts('/order-confirmation/1')
    expect(titles()).toEqual(['Connection Issue'])
    window.history.replaceState(null, '', '/')
  })

  it('gives every toast its own id', () => {
    const a = toast({ title: 'x' })
    const b = toast({ title: 'x' })
    expect(a).not.toBe(b)
  })
})
