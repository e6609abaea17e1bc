/**
 * Where Auth keeps the session in localStorage. Fixed (supabase-js would derive it from the project URL)
 * so the app can tell a guest without loading Auth, and end-to-end tests can hand the browser a session.
 */
export const AUTH_STORAGE_KEY = 'casabite-auth'
