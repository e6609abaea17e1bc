// The reference of `npm run bench:web`: React renders a heading and a paragraph, nothing else. Built by Vite
// with no configuration of ours and served by the same `vite preview`, so the shop's pages are compared with
// the least a Vite + React page can do.
// It runs in the browser:
/* global document */
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'

createRoot(document.getElementById('root')).render(
  createElement(
    'main',
    null,
    createElement('h1', null, 'A blank page'),
    createElement('p', null, 'Rendered by React after its code has loaded, as every page of the shop is.'),
  ),
)
