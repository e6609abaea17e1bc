import { describe, expect, it } from 'vitest'
import { stripReactRouter } from '../../../scripts/vite/react-router-pure.ts'

const source = [
  'var FrameworkContext = React2.createContext(void 0);',
  'FrameworkContext.displayName = "FrameworkContext";',
  'var Form = React10.forwardRef(',
  '  ({ discover = "render" }, ref) => null',
  ');',
  'Form.displayName = "Form";',
  'function useThing() {',
  '  let value = React10.createContext(null);',
  '  FetcherForm2.displayName = "fetcher.Form";',
  '  return value;',
  '}',
  '',
].join('\n')

describe('stripReactRouter', () => {
  it('marks top-level components and contexts pure and drops their displayName, so unused ones can go', () => {
    const stripped = stripReactRouter(source)
    expect(stripped).toContain('var FrameworkContext = /* @__PURE__ */ React2.createContext(void 0);')
    expect(stripped).toContain('var Form = /* @__PURE__ */ React10.forwardRef(')
    expect(stripped).not.toContain('Form.displayName = "Form"')
    expect(stripped).not.toContain('FrameworkContext.displayName')
  })

  it('leaves code inside functions alone', () => {
    const stripped = stripReactRouter(source)
    expect(stripped).toContain('  let value = React10.createContext(null);')
    expect(stripped).toContain('  FetcherForm2.displayName = "fetcher.Form";')
  })
})
