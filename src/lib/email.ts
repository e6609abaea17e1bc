/**
 * Text, an at sign, text, a dot, text: the spec's simple e-mail pattern. The database checks the same
 * one (`private.is_valid_email`), so what a form accepts is what an insert accepts.
 */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
