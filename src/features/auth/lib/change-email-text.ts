/** The texts of the e-mail change, in the shop's tone. */
export const CHANGE_EMAIL_TEXT = {
  sent: (email: string) =>
    `Almost there: we've emailed a confirmation link to your current address and to ${email}. Your email changes once you've followed both.`,
  same: "That's already your email.",
  taken: 'An account with this email already exists.',
  failed: 'Could not change your email. Please try again.',
} as const
