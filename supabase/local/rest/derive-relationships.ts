import { qualifiedKey, type QualifiedName, type Relation, type Relationship } from './schema-types.ts'

/**
 * Relationships as PostgREST derives them from foreign keys: many-to-one and its reverse
 * (one-to-many, or one-to-one when the key is unique), the same through views that expose the
 * key columns under their own names, and many-to-many through a junction table whose primary
 * key holds both foreign keys.
 */

export interface ForeignKeyRow {
  name: string
  rel: string
  frel: string
  cols: string[]
  fcols: string[]
}

export interface ViewColumnRow {
  view: string
  base: string
  column: string
}

function sameSet(a: string[], b: string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x))
}

function qn(r: Relation): QualifiedName {
  return { schema: r.schema, name: r.name }
}

export function addRelationships(byOid: Map<string, Relation>, fks: ForeignKeyRow[], viewColumns: ViewColumnRow[]) {
  const direct: Relationship[] = []
  const fksOf = new Map<Relation, { fk: ForeignKeyRow; target: Relation }[]>()
  for (const fk of fks) {
    const source = byOid.get(fk.rel)
    const target = byOid.get(fk.frel)
    if (!source?.exposed || !target?.exposed || !fk.cols || !fk.fcols) continue
    const pairs = fk.cols.map((c, i): [string, string] => [c, fk.fcols[i] as string])
    const unique = source.uniqueKeys.some((k) => sameSet(k, fk.cols))
    const common = { constraint: fk.name, fkColumns: fk.cols, refColumns: fk.fcols }
    direct.push({
      ...common,
      cardinality: unique ? 'o2o' : 'm2o',
      table: qn(source),
      foreignTable: qn(target),
      columns: pairs,
    })
    direct.push({
      ...common,
      cardinality: unique ? 'o2o' : 'o2m',
      table: qn(target),
      foreignTable: qn(source),
      columns: pairs.map(([a, b]): [string, string] => [b, a]),
    })
    const list = fksOf.get(source) ?? []
    list.push({ fk, target })
    fksOf.set(source, list)
  }

  // Views expose the relationships of the base columns they read under the same name.
  const viewsOf = new Map<string, { view: Relation; columns: Set<string> }[]>()
  const perView = new Map<string, Map<string, Set<string>>>()
  for (const vc of viewColumns) {
    const view = byOid.get(vc.view)
    if (!view?.exposed || !view.columns.has(vc.column)) continue
    const bases = perView.get(vc.view) ?? new Map<string, Set<string>>()
    const cols = bases.get(vc.base) ?? new Set<string>()
    cols.add(vc.column)
    bases.set(vc.base, cols)
    perView.set(vc.view, bases)
  }
  for (const [viewOid, bases] of perView) {
    const view = byOid.get(viewOid) as Relation
    for (const [baseOid, columns] of bases) {
      const base = byOid.get(baseOid)
      if (!base) continue
      const key = qualifiedKey(base.schema, base.name)
      const list = viewsOf.get(key) ?? []
      list.push({ view, columns })
      viewsOf.set(key, list)
      if (view.primaryKey.length === 0 && base.primaryKey.length > 0 && base.primaryKey.every((c) => columns.has(c))) {
        view.primaryKey = [...base.primaryKey]
      }
    }
  }
  const viaViews: Relationship[] = []
  for (const rel of direct) {
    const sources = viewsOf.get(qualifiedKey(rel.table.schema, rel.table.name)) ?? []
    const targets = viewsOf.get(qualifiedKey(rel.foreignTable.schema, rel.foreignTable.name)) ?? []
    for (const s of sources) {
      if (rel.columns.every(([c]) => s.columns.has(c))) viaViews.push({ ...rel, table: qn(s.view) })
    }
    for (const t of targets) {
      if (rel.columns.every(([, c]) => t.columns.has(c))) viaViews.push({ ...rel, foreignTable: qn(t.view) })
    }
  }

  // Many-to-many through a junction whose primary key holds both foreign keys' columns.
  const m2m: Relationship[] = []
  for (const [junction, list] of fksOf) {
    if (junction.primaryKey.length === 0) continue
    for (const a of list) {
      for (const b of list) {
        if (a === b) continue
        const pk = junction.primaryKey
        if (!a.fk.cols.every((c) => pk.includes(c)) || !b.fk.cols.every((c) => pk.includes(c))) continue
        m2m.push({
          constraint: b.fk.name,
          cardinality: 'm2m',
          table: qn(a.target),
          foreignTable: qn(b.target),
          columns: [],
          fkColumns: b.fk.cols,
          refColumns: b.fk.fcols,
          junction: {
            table: qn(junction),
            sourceConstraint: a.fk.name,
            sourceColumns: a.fk.fcols.map((c, i): [string, string] => [c, a.fk.cols[i] as string]),
            targetConstraint: b.fk.name,
            targetColumns: b.fk.cols.map((c, i): [string, string] => [c, b.fk.fcols[i] as string]),
          },
        })
      }
    }
  }

  const relationsByKey = new Map<string, Relation>()
  for (const r of byOid.values()) if (r.exposed) relationsByKey.set(qualifiedKey(r.schema, r.name), r)
  for (const rel of [...direct, ...viaViews, ...m2m]) {
    relationsByKey.get(qualifiedKey(rel.table.schema, rel.table.name))?.relationships.push(rel)
  }
}
