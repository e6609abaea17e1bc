import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from '@/app'
import { ConfigErrorScreen } from '@/components/errors/config-error-screen'
import { readEnv } from '@/config/env'
import './index.css'

const rootElement = document.getElementById('root')
if (!rootElement) throw new Error('index.html must contain <div id="root">')

// A broken configuration gets its own screen before anything tries to talk to Supabase.
const env = readEnv()

createRoot(rootElement).render(<StrictMode>{env.ok ? <App /> : <ConfigErrorScreen message={env.error} />}</StrictMode>)
