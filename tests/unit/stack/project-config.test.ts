import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { readProjectAuthSettings } from '../../../supabase/local/project-config.ts'

// The stack answers as supabase/config.toml configures the project.

const dirs: string[] = []
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))))

async function configFile(text: string) {
  const dir = await mkdtemp(join(tmpdir(), 'casabite-config-'))
  dirs.push(dir)
  await writeFile(join(dir, 'config.toml'), text)
  return join(dir, 'config.toml')
}

describe('readProjectAuthSettings', () => {
  it("reads the project's config.toml: confirmations, double confirmation and secure password change on", () => {
    const path = fileURLToPath(new URL('../../../supabase/config.toml', import.meta.url))
    expect(readProjectAuthSettings(path)).toEqual({
      confirmEmail: true,
      doubleConfirmChanges: true,
      securePasswordChange: true,
    })
  })

  it("takes the Supabase CLI's defaults for keys the file leaves out", async () => {
    expect(readProjectAuthSettings(await configFile('project_id = "x"\n'))).toEqual({
      confirmEmail: false,
      doubleConfirmChanges: true,
      securePasswordChange: false,
    })
    const off = await configFile('[auth.email]\nenable_confirmations = false\ndouble_confirm_changes = false\n')
    expect(readProjectAuthSettings(off)).toEqual({
      confirmEmail: false,
      doubleConfirmChanges: false,
      securePasswordChange: false,
    })
  })
})
