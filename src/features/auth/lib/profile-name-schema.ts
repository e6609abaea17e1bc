import * as z from 'zod/mini'

/** The database allows names of up to 80 characters. */
export const NAME_MAX = 80

export const PROFILE_NAME_MESSAGES = {
  firstNameTooLong: `First name can be at most ${NAME_MAX} characters.`,
  lastNameTooLong: `Last name can be at most ${NAME_MAX} characters.`,
} as const

const name = (error: string) => z.string().check(z.trim(), z.maxLength(NAME_MAX, { error }))

/** The account settings' name form: both names optional (empty clears them), trimmed, 80 characters at most. */
export const profileNameSchema = z.object({
  firstName: name(PROFILE_NAME_MESSAGES.firstNameTooLong),
  lastName: name(PROFILE_NAME_MESSAGES.lastNameTooLong),
})

export type ProfileNameInput = z.input<typeof profileNameSchema>
export type ProfileName = z.output<typeof profileNameSchema>
