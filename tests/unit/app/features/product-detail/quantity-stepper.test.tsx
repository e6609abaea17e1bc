import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { QuantityStepper } from '@/features/product-detail/components/quantity-stepper'

function Harness({ max, initial = 1, disabled }: { max: number; initial?: number; disabled?: boolean }) {
  const [value, setValue] = useState(initial)
  return <QuantityStepper value={value} max={max} onChange={setValue} disabled={disabled} />
}

const field = () => screen.getByRole('spinbutton', { name: 'Quantity' })
const minus = () => screen.getByRole('button', { name: 'Decrease quantity' })
const plus = () => screen.getByRole('button', { name: 'Increase quantity' })

describe('quantity stepper', () => {
  it('starts at 1 with minus disabled, and goes up to the stock', () => {
    render(<Harness max={3} />)
    expect(field()).toHaveValue(1)
    expect(minus()).toBeDisabled()
    fireEvent.click(plus())
    fireEvent.click(plus())
    expect(field()).toHaveValue(3)
    expect(plus()).toBeDisabled()
    fireEvent.click(plus())
    expect(field()).toHaveValue(3)
    fireEvent.click(minus())
    expect(field()).toHaveValue(2)
  })

  it('clamps typed values into 1..max', () => {
    render(<Harness max={5} />)
    fireEvent.change(field(), { target: { value: '12' } })
    expect(field()).toHaveValue(5)
    fireEvent.change(field(), { target: { value: '0' } })
    expect(field()).toHaveValue(1)
    fireEvent.change(field(), { target: { value: '-7' } })
    expect(field()).toHaveValue(1)
  })

  it('stays at 1 and cannot change when the stock is 0', () => {
    render(<Harness max={1} disabled />)
    expect(field()).toHaveValue(1)
    expect(field()).toBeDisabled()
    expect(plus()).toBeDisabled()
    expect(minus()).toBeDisabled()
  })
})
