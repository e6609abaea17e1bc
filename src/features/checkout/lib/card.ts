// The card rules live beside the checkout function, which applies them again on the server: one
// statement of them for the payment form and for the charge.
export * from '../../../../supabase/functions/_shared/card'
