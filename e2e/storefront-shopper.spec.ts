import { expect, test } from './fixtures.ts'

// What a shopper tripped over on the storefront: the footer's e-mail placeholder cut short.

for (const width of [1280, 390]) {
  test(`at ${width} px the footer's e-mail field shows its whole placeholder`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/')
    // The form loads once the footer comes near the screen.
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded()
    const field = page.getByRole('contentinfo').getByLabel('Email address')
    await expect(field).toHaveAttribute('placeholder', 'you@example.com')
    // In the page (the e2e project has no DOM types): the room the placeholder text leaves in the field.
    const room = await page.evaluate<number>(`(() => {
      const input = document.querySelector('footer input[type=email]')
      const style = getComputedStyle(input)
      const context = document.createElement('canvas').getContext('2d')
      context.font = style.font
      const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
      return inner - context.measureText(input.placeholder).width
    })()`)
    expect(room).toBeGreaterThanOrEqual(0)
  })
}
