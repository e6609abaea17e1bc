import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { PostalAddress } from '@/components/postal-address'
import { toast } from '@/stores/toast'
import { useAddresses } from '../api/get-addresses'
import { useDeleteAddress } from '../api/delete-address'
import { useSaveAddress } from '../api/save-address'
import { addressFormFrom, emptyAddressForm, toAddressFields, type AddressFormValues } from '../lib/address-form'
import type { Address } from '../types'
import { addressFailedToast } from '../lib/address-failed-toast'
import { AddressForm } from './address-form'

type Editing = { mode: 'add' } | { mode: 'edit'; address: Address } | null

function AddressCard({ address, onEdit, userId }: { address: Address; onEdit: () => void; userId: string }) {
  const remove = useDeleteAddress()
  return (
    <li className="rounded-2xl border border-brand-100 bg-white p-4" data-testid="address-card">
      <p className="font-semibold">
        {address.label ?? 'Address'}
        {address.is_default ? (
          <span className="ml-2 rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">Default</span>
        ) : null}
      </p>
      <PostalAddress name={address.full_name} {...address} />
      <div className="mt-3 flex gap-2">
        <Button variant="secondary" onClick={onEdit} aria-label={`Edit ${address.label ?? address.street}`}>
          Edit
        </Button>
        <Button
          variant="ghost"
          disabled={remove.isPending}
          aria-label={`Delete ${address.label ?? address.street}`}
          onClick={() =>
            remove.mutate({ userId, id: address.id }, { onSuccess: () => toast({ title: 'Address Deleted' }) })
          }
        >
          Delete
        </Button>
      </div>
    </li>
  )
}

/**
 * Saved addresses: add, edit, delete; exactly one is the default (the database keeps it so). The area's
 * route gives the section's header.
 */
export function AddressesPage({ userId }: { userId: string }) {
  const addresses = useAddresses(userId)
  const save = useSaveAddress({ errorToast: addressFailedToast })
  const [editing, setEditing] = useState<Editing>(null)

  const onSave = (values: AddressFormValues) => {
    const id = editing?.mode === 'edit' ? editing.address.id : undefined
    save.mutate(
      { userId, id, fields: toAddressFields(values) },
      {
        onSuccess: () => {
          toast({ title: 'Address Saved' })
          setEditing(null)
        },
      },
    )
  }

  let body
  if (addresses.isPending) body = <Skeleton className="h-24" />
  else if (addresses.isError) body = <p className="text-danger-700">Your addresses could not be loaded.</p>
  else if (addresses.data.length === 0) body = <p>You have no saved addresses yet.</p>
  else
    body = (
      <ul className="grid gap-3 sm:grid-cols-2">
        {addresses.data.map((address) => (
          <AddressCard
            key={address.id}
            address={address}
            userId={userId}
            onEdit={() => setEditing({ mode: 'edit', address })}
          />
        ))}
      </ul>
    )

  return (
    <>
      {editing ? (
        <div className="mb-6">
          <AddressForm
            key={editing.mode === 'edit' ? editing.address.id : 'new'}
            mode={editing.mode}
            initial={editing.mode === 'edit' ? addressFormFrom(editing.address) : emptyAddressForm()}
            saving={save.isPending}
            onSave={onSave}
            onCancel={() => setEditing(null)}
          />
        </div>
      ) : (
        <Button className="mb-6" onClick={() => setEditing({ mode: 'add' })}>
          Add Address
        </Button>
      )}
      {body}
    </>
  )
}
