import { ApiError } from './errors.ts'
import { nullEmbedOf, type EmbedLevel, type Level } from './plan.ts'
import { Params, arrayLiteral, castType, ident, qualified } from './sql.ts'
import type { Field, Filter, LogicTree, OrderTerm, SimpleOperator } from './types.ts'

/**
 * SQL for one level of a read plan: its select list, FROM with embedded spreads, WHERE, ORDER BY
 * and LIMIT. Embeddings are correlated subqueries (json_agg / row_to_json), so the whole tree is
 * one statement and Postgres evaluates them only for the rows it returns.
 */

const SYMBOLS: Record<SimpleOperator, string> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
  isdistinct: 'is distinct from',
}

const TSQUERY = {
  fts: 'to_tsquery',
  plfts: 'plainto_tsquery',
  phfts: 'phraseto_tsquery',
  wfts: 'websearch_to_tsquery',
} as const

export class SelectBuilder {
  private readonly wheres = new Map<Level, string[]>()

  constructor(readonly params: Params) {}

  /** `"alias"."col"->$1::text->>$2::int` */
  fieldRef(alias: string, field: Field): string {
    let sql = `${ident(alias)}.${ident(field.name)}`
    for (const step of field.path) {
      sql += `${step.arrow}${this.params.add(step.key)}::${step.index ? 'int' : 'text'}`
    }
    return sql
  }

  /** The JSON key of a selected field: its alias, else the last JSON key, else the column. */
  static fieldKey(field: Field, alias: string | undefined): string {
    if (alias !== undefined) return alias
    for (let i = field.path.length - 1; i >= 0; i--) {
      const step = field.path[i]
      if (step && !step.index) return step.key
    }
    return field.name
  }

  filter(level: Level, filter: Filter): string {
    const ne = nullEmbedOf(level, filter)
    if (ne) return `${ne.isNull ? 'not ' : ''}${this.exists(level, ne.child)}`
    const lhs = this.fieldRef(level.alias, filter.field)
    const op = filter.operation
    let sql: string
    switch (op.kind) {
      case 'op': {
        const value = op.op === 'like' || op.op === 'ilike' ? op.value.replaceAll('*', '%') : op.value
        sql = `${lhs} ${SYMBOLS[op.op]} ${this.params.add(value)}`
        break
      }
      case 'quant': {
        const textual = ['like', 'ilike', 'match', 'imatch'].includes(op.op)
        const value = op.op === 'like' || op.op === 'ilike' ? op.value.replaceAll('*', '%') : op.value
        sql = `${lhs} ${SYMBOLS[op.op]} ${op.quantifier}(${this.params.add(value)}${textual ? '::text[]' : ''})`
        break
      }
      case 'in':
        sql = `${lhs} = any(${this.params.add(arrayLiteral(op.values))})`
        break
      case 'is':
        sql = `${lhs} is ${op.value === 'not_null' ? 'not null' : op.value}`
        break
      case 'fts': {
        const config = op.config !== undefined ? `${this.params.add(op.config)}::regconfig, ` : ''
        const column = level.source.columns.get(filter.field.name)
        const isTsvector = filter.field.path.length === 0 && column?.baseType === 'tsvector'
        const document = isTsvector ? lhs : `to_tsvector(${config}${lhs})`
        sql = `${document} @@ ${TSQUERY[op.op]}(${config}${this.params.add(op.value)})`
        break
      }
    }
    return filter.negated ? `not (${sql})` : sql
  }

  logic(level: Level, tree: LogicTree): string {
    if (tree.kind === 'filter') return this.filter(level, tree.filter)
    const inner = `(${tree.children.map((t) => this.logic(level, t)).join(` ${tree.op} `)})`
    return tree.negated ? `not ${inner}` : inner
  }

  /** The level's own filters and logic trees (what a PATCH/DELETE puts in its WHERE). */
  filterConditions(level: Level): string[] {
    return [...level.filters.map((f) => this.filter(level, f)), ...level.logic.map((t) => this.logic(level, t))]
  }

  /** Conditions from embedded resources: `!inner` and `child=(not.)is.null`. */
  embedConditions(level: Level): string[] {
    return [
      ...level.nullEmbeds.map((ne) => `${ne.isNull ? 'not ' : ''}${this.exists(level, ne.child)}`),
      ...level.children.filter((c) => c.inner).map((c) => this.exists(level, c)),
    ]
  }

  /** Everything that restricts the rows of a level; built once, as it may be used several times. */
  where(level: Level): string[] {
    let w = this.wheres.get(level)
    if (!w) {
      w = [...this.filterConditions(level), ...this.embedConditions(level)]
      this.wheres.set(level, w)
    }
    return w
  }

  private junctionAlias(child: EmbedLevel): string {
    return `${child.alias}_junction`
  }

  childFrom(child: EmbedLevel): string {
    const target = `${qualified(child.source.schema, child.source.name)} as ${ident(child.alias)}`
    const j = child.relationship.junction
    if (!j) return target
    const ja = this.junctionAlias(child)
    const on = j.targetColumns
      .map(([jc, tc]) => `${ident(ja)}.${ident(jc)} = ${ident(child.alias)}.${ident(tc)}`)
      .join(' and ')
    return `${target} join ${qualified(j.table.schema, j.table.name)} as ${ident(ja)} on ${on}`
  }

  joinCondition(parent: Level, child: EmbedLevel): string {
    const j = child.relationship.junction
    if (j) {
      const ja = this.junctionAlias(child)
      return j.sourceColumns
        .map(([pc, jc]) => `${ident(ja)}.${ident(jc)} = ${ident(parent.alias)}.${ident(pc)}`)
        .join(' and ')
    }
    return child.relationship.columns
      .map(([pc, cc]) => `${ident(child.alias)}.${ident(cc)} = ${ident(parent.alias)}.${ident(pc)}`)
      .join(' and ')
  }

  private childWhere(parent: Level, child: EmbedLevel): string {
    return [this.joinCondition(parent, child), ...this.where(child)].join(' and ')
  }

  exists(parent: Level, child: EmbedLevel): string {
    return `exists (select 1 from ${this.childFrom(child)} where ${this.childWhere(parent, child)})`
  }

  selectList(level: Level): string[] {
    const list: string[] = []
    for (const item of level.items) {
      if (item.kind === 'star') list.push(`${ident(level.alias)}.*`)
      else if (item.kind === 'field') {
        let expr = this.fieldRef(level.alias, item.field)
        if (item.cast !== undefined) {
          const type = castType(item.cast)
          if (!type) throw new ApiError(400, '42704', `type "${item.cast}" does not exist`)
          expr = `cast(${expr} as ${type})`
        }
        list.push(`${expr} as ${ident(SelectBuilder.fieldKey(item.field, item.alias))}`)
      } else {
        const child = item.level
        if (child.empty) continue
        if (child.spread) list.push(`${ident(this.spreadAlias(child))}.*`)
        else list.push(`${this.embedSubquery(level, child)} as ${ident(child.key)}`)
      }
    }
    return list
  }

  private spreadAlias(child: EmbedLevel): string {
    return `${child.alias}_spread`
  }

  /** `left join lateral (...)` for each to-one spread (`...rel(cols)`) of the level. */
  laterals(level: Level): string {
    return level.children
      .filter((c) => c.spread && !c.empty)
      .map(
        (c) =>
          ` left join lateral (select ${this.selectList(c).join(', ')} from ${this.childFrom(c)}${this.laterals(c)}` +
          ` where ${this.childWhere(level, c)} limit 1) as ${ident(this.spreadAlias(c))} on true`,
      )
      .join('')
  }

  private embedSubquery(parent: Level, child: EmbedLevel): string {
    const body =
      `select ${this.selectList(child).join(', ')} from ${this.childFrom(child)}${this.laterals(child)}` +
      ` where ${this.childWhere(parent, child)}`
    if (child.toOne) return `(select row_to_json("pgrst_e") from (${body} limit 1) as "pgrst_e")`
    return `coalesce((select json_agg("pgrst_e") from (${body}${this.orderBy(child)}${this.limitOffset(child)}) as "pgrst_e"), '[]')`
  }

  private orderTerm(level: Level, term: OrderTerm): string {
    let expr: string
    if (term.relation !== undefined) {
      const child = level.children.find((c) => c.key === term.relation) as EmbedLevel
      expr = `(select ${this.fieldRef(child.alias, term.field)} from ${this.childFrom(child)} where ${this.childWhere(level, child)} limit 1)`
    } else {
      expr = this.fieldRef(level.alias, term.field)
    }
    return `${expr}${term.direction ? ` ${term.direction}` : ''}${term.nulls ? ` nulls ${term.nulls}` : ''}`
  }

  orderBy(level: Level): string {
    if (level.order.length === 0) return ''
    return ` order by ${level.order.map((t) => this.orderTerm(level, t)).join(', ')}`
  }

  limitOffset(level: Level): string {
    let sql = ''
    if (level.range.limit !== undefined) sql += ` limit ${this.params.add(String(level.range.limit))}`
    if (level.range.offset !== undefined) sql += ` offset ${this.params.add(String(level.range.offset))}`
    return sql
  }

  /** Root columns the select, embeddings and order read (for a mutation's RETURNING); null means all. */
  usedColumns(level: Level): Set<string> | null {
    const used = new Set<string>()
    for (const item of level.items) {
      if (item.kind === 'star') return null
      if (item.kind === 'field') used.add(item.field.name)
    }
    for (const child of level.children) {
      const j = child.relationship.junction
      if (j) for (const [pc] of j.sourceColumns) used.add(pc)
      else for (const [pc] of child.relationship.columns) used.add(pc)
    }
    for (const t of level.order) if (t.relation === undefined) used.add(t.field.name)
    return used
  }
}

export function whereClause(conditions: string[]): string {
  return conditions.length ? ` where ${conditions.join(' and ')}` : ''
}
