import type { Plugin } from 'vite'

const PRODUCTION_BUILD = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/][^\\/]+\.mjs$/

// `var Form = React10.forwardRef(` and `var FrameworkContext = React2.createContext(`, at the top level.
const COMPONENT_OR_CONTEXT = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|createContext)\()/gm
// `Form.displayName = "Form";`: only React's developer tools read it.
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";\n/gm

/**
 * React Router's production build, with what keeps unused parts of it in the bundle taken out: its top-level
 * `forwardRef` and `createContext` calls carry no pure annotation and each component or context gets a
 * `displayName` written, so Rolldown kept every one (`<Form>`, `useSubmit`, the framework mode's contexts and
 * link prefetching) whether the app uses it or not. Calls marked pure, and no displayName, it keeps what the
 * app imports. Both are free of effects: React creates a context or component and changes nothing else.
 */
export function stripReactRouter(code: string): string {
  return code.replace(COMPONENT_OR_CONTEXT, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, '')
}

/** Production builds only: the development build is not aliased to these files (vite.config.ts). */
export function reactRouterPure(): Plugin {
  return {
    name: 'casabite:react-router-pure',
    apply: 'build',
    transform: {
      filter: { id: PRODUCTION_BUILD },
      handler(code) {
        const stripped = stripReactRouter(code)
        return stripped === code ? null : { code: stripped, map: null }
      },
    },
  }
}
