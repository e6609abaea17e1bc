import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useToastStore } from '@/stores/toast'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderApp, SUPABASE_URL } from '../../support/render-app'
import { json } from '../../support/network'
import { route } from '../auth/auth-stubs'
import { productRow, signedInAs } from '../admin/admin-stubs'

vi.setConfig({ testTimeout: 30_000 })

afterEach(() => {
  localStorage.clear()
  useToastStore.getState().clear()
})

const pimenton = productRow({
  id: '22222222-2222-4222-8222-222222222222',
  product_name: 'Smoked Pimentón',
  product_slug: 'smoked-pimenton',
  category_type: 'spice',
  cuisine: 'Spanish',
  price: 9.75,
  is_active: false,
})

/** The managed lists the form's category and cuisine selects are fed by. */
const FACET_LISTS: Record<string, { name: string }[]> = {
  'rest /product_categories': [{ name: 'Blends' }, { name: 'Seeds' }],
  'rest /product_cuisines': [{ name: 'Global' }, { name: 'Middle Eastern' }],
}
const facetList = (request: Request) => FACET_LISTS[route(request)]

/** Picks a listed category and cuisine once the lists have loaded. */
async function chooseFacets(category = 'Seeds', cuisine = 'Middle Eastern') {
  const categorySelect = screen.getByLabelText(/Category Type/)
  await within(categorySelect).findByRole('option', { name: category })
  fireEvent.change(categorySelect, { target: { value: category } })
  fireEvent.change(screen.getByLabelText(/^Cuisine/), { target: { value: cuisine } })
}

describe('admin product list', () => {
  it("shows the spec's columns, searches and sorts", async () => {
    signedInAs('admin', (request) => (route(request) === 'rest /products' ? json([productRow(), pimenton]) : json([])))
    renderApp('/admin/products')
    const table = await screen.findByRole('table', { name: 'Products' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent)
    // Headers a person reads; the slug shows under the name, the id shortened with Copy.
    expect(headers).toEqual(['', 'Name', 'ID', 'Category', 'Cuisine', 'Price', 'Inventory', 'Active', 'Actions'])
    expect(within(table).getByText('smoked-pimenton')).toBeInTheDocument()
    expect(within(table).getByText('22222222')).toHaveAttribute('title', pimenton.id)
    expect(within(table).getByRole('button', { name: 'Copy ID of Smoked Pimentón' })).toBeInTheDocument()
    expect(within(table).getByText('Inactive')).toBeInTheDocument()
    expect(within(table).getByText('$18.99')).toBeInTheDocument()

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price-asc' } })
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1]!.querySelector('.font-semibold')?.textContent)
    expect(names()).toEqual(['Smoked Pimentón', 'Kashmiri Saffron'])

    fireEvent.change(screen.getByLabelText('Search products'), { target: { value: 'spanish' } })
    expect(names()).toEqual(['Smoked Pimentón'])
    fireEvent.change(screen.getByLabelText('Search products'), { target: { value: 'vanilla' } })
    expect(screen.getByRole('heading', { name: 'No Products Found' })).toBeInTheDocument()
  })

  it('shows the load error with Retry, which asks again', async () => {
    // Refused until Retry: the page's loader and the screen's first read both meet the refusal.
    let refusing = true
    signedInAs('admin', (request) => {
      if (route(request) !== 'rest /products') return json([])
      return refusing ? json({ code: '42501', message: 'permission denied' }, 403) : json([])
    })
    renderApp('/admin/products')
    expect(await screen.findByText('Error loading products: permission denied')).toBeInTheDocument()
    refusing = false
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { name: 'No Products Found' })).toBeInTheDocument()
  })

  it('asks in a dialog first: Cancel and Escape keep the product and give focus back', async () => {
    const { requests } = signedInAs('admin', (request) =>
      route(request) === 'rest /products' ? json([productRow()]) : json([]),
    )
    renderApp('/admin/products')
    const deleteButton = // jsdom applies no CSS: the phone's cards are there too, so the table's button.
      within(await screen.findByRole('table', { name: 'Products' })).getByRole('button', {
        name: 'Delete Kashmiri Saffron',
      })
    deleteButton.focus()
    fireEvent.click(deleteButton)
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Kashmiri Saffron?' })
    expect(dialog).toHaveAttribute('open')
    expect(dialog).toHaveAccessibleDescription(/deactivated instead/)
    // It opens on the safe choice, and Tab wraps between its two buttons.
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' })
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Delete' })
    expect(cancel).toHaveFocus()
    confirm.focus()
    fireEvent.keyDown(dialog, { key: 'Tab' })
    expect(cancel).toHaveFocus()
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true })
    expect(confirm).toHaveFocus()

    fireEvent.click(cancel)
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(deleteButton).toHaveFocus()

    fireEvent.click(deleteButton)
    // Escape: the browser fires cancel on the modal dialog.
    fireEvent(await screen.findByRole('alertdialog'), new Event('cancel', { cancelable: true }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(deleteButton).toHaveFocus()
    expect(requests.some((r) => route(r) === 'rest /rpc/admin_delete_product')).toBe(false)
  })

  it('deletes after confirmation, and says when the product was deactivated instead', async () => {
    const { requests } = signedInAs('admin', (request) => {
      if (route(request) === 'rest /rpc/admin_delete_product') return json('deactivated')
      return route(request) === 'rest /products' ? json([productRow()]) : json([])
    })
    renderApp('/admin/products')
    fireEvent.click(
      within(await screen.findByRole('table', { name: 'Products' })).getByRole('button', {
        name: 'Delete Kashmiri Saffron',
      }),
    )
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm Delete' }))
    expect(await screen.findByText('Product Deactivated')).toBeInTheDocument()
    expect(
      screen.getByText(
        'Kashmiri Saffron appears in orders, so it was deactivated instead of deleted. It no longer shows in the shop.',
      ),
    ).toBeInTheDocument()
    const call = requests.find((r) => route(r) === 'rest /rpc/admin_delete_product')!
    expect(await call.json()).toEqual({ p_id: productRow().id })
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  })
})

describe('admin product form', () => {
  it('starts a new product with the spec defaults, applies the slug rule and checks the default size', async () => {
    const { requests } = signedInAs('admin', (request) =>
      route(request) === 'rest /products' && request.method === 'POST'
        ? json(productRow({ product_name: 'Sumac', product_slug: 'sumac-blend' }), 201)
        : json(facetList(request) ?? []),
    )
    const { router } = renderApp('/admin/products/new')
    expect(await screen.findByRole('heading', { level: 1, name: 'Add New Product' })).toBeInTheDocument()
    expect(screen.getByLabelText('Price ($)')).toHaveValue(0)
    expect(screen.getByLabelText('Inventory Count')).toHaveValue(0)
    expect(screen.getByLabelText('Rarity')).toHaveValue('common')
    expect(screen.getByLabelText('Size 1 Label')).toHaveValue('100g')
    expect(screen.getByLabelText('Size 1 Value')).toHaveValue('100g')
    expect(screen.getByLabelText('Default Size')).toHaveValue('100g')
    expect(screen.getByLabelText(/Active/)).toBeChecked()
    expect(screen.getByLabelText('Certified Organic')).not.toBeChecked()

    fireEvent.click(screen.getByRole('button', { name: 'Create Product' }))
    expect(await screen.findByText('Product name is required.')).toBeInTheDocument()
    // Category and cuisine come from the managed lists only, and are required.
    expect(screen.getByText('Choose a category.')).toBeInTheDocument()
    expect(screen.getByText('Choose a cuisine.')).toBeInTheDocument()
    await chooseFacets()
    expect(
      within(screen.getByLabelText(/Category Type/))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose...', 'Blends', 'Seeds'])

    fireEvent.input(screen.getByLabelText(/Product Name/), { target: { value: 'Sumac' } })
    fireEvent.input(screen.getByLabelText('Product Slug'), { target: { value: 'Sumac  Blend!' } })
    expect(screen.getByLabelText('Product Slug')).toHaveValue('sumac-blend')
    fireEvent.input(screen.getByLabelText('Default Size'), { target: { value: '250g' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create Product' }))
    expect(await screen.findByText("Default size must match one of the sizes' values (100g).")).toBeInTheDocument()

    fireEvent.input(screen.getByLabelText('Default Size'), { target: { value: '100g' } })
    fireEvent.input(screen.getByLabelText('Price ($)'), { target: { value: '7.5' } })
    fireEvent.click(screen.getByRole('button', { name: 'Create Product' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'))
    const insert = requests.find((r) => route(r) === 'rest /products' && r.method === 'POST')!
    expect(await insert.json()).toMatchObject({
      product_name: 'Sumac',
      product_slug: 'sumac-blend',
      price: 7.5,
      category_type: 'Seeds',
      cuisine: 'Middle Eastern',
      inventory_count: 0,
      rarity: 'common',
      is_active: true,
      is_organic: false,
      default_size: '100g',
      available_sizes: [{ label: '100g', value: '100g', stock: 0, price_modifier: 0 }],
      main_image_url: null,
      gallery_image_urls: [],
    })
  })

  it('puts a taken slug at the slug field and keeps the form', async () => {
    signedInAs('admin', (request) =>
      route(request) === 'rest /products' && request.method === 'POST'
        ? json(
            {
              code: '23505',
              message: 'duplicate key value violates unique constraint "products_product_slug_key"',
              details: null,
              hint: null,
            },
            409,
          )
        : json(facetList(request) ?? []),
    )
    renderApp('/admin/products/new')
    fireEvent.input(await screen.findByLabelText(/Product Name/), { target: { value: 'Sumac' } })
    await chooseFacets()
    fireEvent.click(screen.getByRole('button', { name: 'Create Product' }))
    expect(await screen.findByText('Another product already uses this slug. Choose another.')).toBeInTheDocument()
    expect(screen.getByLabelText(/Product Name/)).toHaveValue('Sumac')
  })

  it('a write that fails after the upload removes the uploaded photo again, and keeps the form', async () => {
    const { requests } = signedInAs('admin', (request) => {
      const name = route(request)
      if (name === 'rest /products' && request.method === 'POST') {
        return json(
          {
            code: '23505',
            message: 'duplicate key value violates unique constraint "products_product_slug_key"',
            details: null,
            hint: null,
          },
          409,
        )
      }
      if (name.startsWith('storage /object/product-images/') && request.method === 'POST') {
        return json({ Key: `product-images/${name.slice('storage /object/product-images/'.length)}`, Id: 'x' })
      }
      if (name === 'storage /object/product-images' && request.method === 'DELETE') return json([])
      return json(facetList(request) ?? [])
    })
    const { container } = renderApp('/admin/products/new')
    fireEvent.input(await screen.findByLabelText(/Product Name/), { target: { value: 'Sumac' } })
    await chooseFacets()
    const [mainInput] = container.querySelectorAll<HTMLInputElement>('input[type="file"]')
    fireEvent.change(mainInput!, { target: { files: [new File(['png'], 'sumac.png', { type: 'image/png' })] } })
    expect(await screen.findByRole('img', { name: 'Main image preview' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Create Product' }))
    expect(await screen.findByText('Another product already uses this slug. Choose another.')).toBeInTheDocument()

    const upload = requests.find((r) => route(r).startsWith('storage /object/product-images/') && r.method === 'POST')!
    const uploadedPath = route(upload).slice('storage /object/product-images/'.length)
    expect(uploadedPath).toMatch(/^sumac\//)
    const removal = requests.find((r) => route(r) === 'storage /object/product-images' && r.method === 'DELETE')!
    expect(((await removal.json()) as { prefixes: string[] }).prefixes).toEqual([uploadedPath])
    expect(screen.getByLabelText(/Product Name/)).toHaveValue('Sumac')
  })

  it('edits a product found by slug; a stale save offers Reload', async () => {
    const { requests } = signedInAs('admin', (request) => {
      const name = route(request)
      if (name === 'rest /rpc/admin_update_product') {
        return json({ code: 'PT409', message: 'product changed since it was loaded', details: null, hint: null }, 409)
      }
      if (name === 'rest /products') return json(productRow())
      return json([])
    })
    renderApp('/admin/products/edit/kashmiri-saffron')
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit: Kashmiri Saffron' })).toBeInTheDocument()
    const lookup = requests.find((r) => route(r) === 'rest /products')!
    expect(new URL(lookup.url).searchParams.get('product_slug')).toBe('eq.kashmiri-saffron')
    expect(screen.getByLabelText('Size 1 Value')).toHaveValue('1g')

    fireEvent.input(screen.getByLabelText('Price ($)'), { target: { value: '20' } })
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }))
    const alert = await screen.findByText(/This product was changed since you loaded it/)
    expect(alert).toBeInTheDocument()
    const update = requests.find((r) => route(r) === 'rest /rpc/admin_update_product')!
    expect(await update.json()).toMatchObject({
      p_id: productRow().id,
      p_expected_updated_at: productRow().updated_at,
      p_changes: { price: 20 },
    })
    expect(screen.getByLabelText('Price ($)')).toHaveValue(20)
    fireEvent.click(screen.getByRole('button', { name: 'Reload Product' }))
    await waitFor(() => expect(screen.getByLabelText('Price ($)')).toHaveValue(18.99))
  })

  it('deletes from the edit form after confirmation, removes only our bucket’s photos, and returns to the list', async () => {
    const ours = `${SUPABASE_URL}/storage/v1/object/public/product-images/kashmiri-saffron/main-1a2b3c4d.webp`
    const seeded = 'https://images.example.com/saffron.jpg'
    const { requests } = signedInAs('admin', (request) => {
      const name = route(request)
      if (name === 'rest /rpc/admin_delete_product') return json('deleted')
      if (name === 'rest /orders') return json([], 200, { 'Content-Range': '*/0' })
      if (name === 'storage /object/product-images') return json([{ name: 'kashmiri-saffron/main-1a2b3c4d.webp' }])
      if (name !== 'rest /products') return json([])
      // The list (ordered) no longer has it; the edit form's lookup and the delete's read of its photos do.
      if (new URL(request.url).searchParams.has('order')) return json([])
      return json(productRow({ main_image_url: ours, gallery_image_urls: [seeded] }))
    })
    const { router } = renderApp('/admin/products/edit/kashmiri-saffron')
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Kashmiri Saffron' }))
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm Delete' }))
    expect(await screen.findByText('Kashmiri Saffron was deleted.')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'))
    expect(await screen.findByRole('heading', { name: 'No Products Found' })).toBeInTheDocument()
    const names = requests.map((r) => `${r.method} ${route(r)}`)
    // The photo goes only after the database deleted the product.
    expect(names.indexOf('DELETE storage /object/product-images')).toBeGreaterThan(
      names.indexOf('POST rest /rpc/admin_delete_product'),
    )
    const removal = requests.find((r) => route(r) === 'storage /object/product-images')!
    expect(await removal.json()).toEqual({ prefixes: ['kashmiri-saffron/main-1a2b3c4d.webp'] })
  })

  it('an unknown product says so and returns to the list', async () => {
    signedInAs('admin', () => json([]))
    const { router } = renderApp('/admin/products/edit/no-such-spice')
    expect(await screen.findByText('Product not found in local data.')).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/products'))
  })

  it('refuses a too large and a wrong type image with the spec toasts', async () => {
    signedInAs('admin', () => json([]))
    const { container } = renderApp('/admin/products/new')
    await screen.findByRole('button', { name: 'Choose main image' })
    const [mainInput, galleryInput] = container.querySelectorAll<HTMLInputElement>('input[type="file"]')
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' })
    fireEvent.change(mainInput!, { target: { files: [big] } })
    expect(await screen.findByText('huge.png is larger than 2MB')).toBeInTheDocument()
    expect(screen.getByText('File Too Large')).toBeInTheDocument()

    const gif = new File(['GIF89a'], 'dance.gif', { type: 'image/gif' })
    fireEvent.change(galleryInput!, { target: { files: [gif] } })
    expect(await screen.findByText('dance.gif is not an accepted image type')).toBeInTheDocument()
    expect(screen.getByText('Invalid File Type')).toBeInTheDocument()

    const ok = new File(['png'], 'cumin.png', { type: 'image/png' })
    fireEvent.change(galleryInput!, { target: { files: [ok] } })
    expect(await screen.findByText('1 gallery image(s) selected. Save product to upload.')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'cumin.png (not saved yet)' })).toBeInTheDocument()
  })
})

describe('admin product list layouts', () => {
  /** A browser `width` pixels wide, as far as min-width media queries go. */
  const stubWidth = (width: number) =>
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: Number(/min-width:\s*([\d.]+)rem/.exec(query)?.[1] ?? Infinity) * 16 <= width,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      })),
    )

  it('a phone gets the cards alone, a wide screen the table alone', async () => {
    signedInAs('admin', (request) => (route(request) === 'rest /products' ? json([productRow(), pimenton]) : json([])))
    stubWidth(390)
    const phone = renderApp('/admin/products')
    const cards = await screen.findByRole('list', { name: 'Products' })
    expect(within(cards).getAllByRole('article')).toHaveLength(2)
    expect(screen.queryByRole('table', { name: 'Products' })).not.toBeInTheDocument()
    phone.unmount()

    stubWidth(1280)
    renderApp('/admin/products')
    expect(within(await screen.findByRole('table', { name: 'Products' })).getAllByRole('row')).toHaveLength(3)
    expect(screen.queryByRole('list', { name: 'Products' })).not.toBeInTheDocument()
  })
})

describe('admin product list: bulk (de)activation refused', () => {
  it("is announced once as Update Failed, in the database's words, by the mutation's meta", async () => {
    signedInAs('admin', (request) => {
      const name = route(request)
      if (name === 'rest /products' && request.method === 'PATCH')
        return json({ code: '42501', message: 'permission denied for table products', details: null, hint: null }, 403)
      return name === 'rest /products' ? json([productRow(), pimenton]) : json([])
    })
    const { queryClient } = renderApp('/admin/products')
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Smoked Pimentón' }))
    fireEvent.click(
      within(screen.getByRole('group', { name: 'Selected products' })).getByRole('button', { name: 'Activate' }),
    )

    await waitFor(() => expect(useToastStore.getState().queue.map((t) => t.title)).toEqual(['Update Failed']))
    expect(useToastStore.getState().queue[0]).toMatchObject({
      description: 'permission denied for table products',
      variant: 'destructive',
    })
    const failed = queryClient.getMutationCache().findAll({ status: 'error' })
    expect(failed.map((mutation) => typeof mutation.meta?.errorToast)).toEqual(['function'])
  })
})
