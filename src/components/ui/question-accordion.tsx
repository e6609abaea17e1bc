import * as Accordion from '@radix-ui/react-accordion'
import type { ReactNode } from 'react'

export interface QuestionItem {
  /** Stable id: the accordion's item value and the anchor of the answer. */
  id: string
  question: string
  answer: ReactNode
}

interface QuestionAccordionProps {
  items: readonly QuestionItem[]
  /** The questions' heading level: 2 when they are the page's sections (the FAQ page), 3 inside a section. */
  headingLevel?: 2 | 3
}

/**
 * One answer open at a time, and the open one can be closed again (the spec's single collapsible accordion).
 * Radix gives the buttons aria-expanded/aria-controls and arrow-key, Home and End navigation between questions.
 */
export function QuestionAccordion({ items, headingLevel = 2 }: QuestionAccordionProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-brand-100 rounded-2xl border border-brand-100 bg-white"
    >
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          <Accordion.Header asChild>
            <Heading className="font-sans">
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-ink hover:bg-brand-50 sm:px-6">
                {item.question}
                <svg
                  viewBox="0 0 24 24"
                  width={20}
                  height={20}
                  aria-hidden="true"
                  focusable="false"
                  className="shrink-0 text-brand-700 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                >
                  <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" />
                </svg>
              </Accordion.Trigger>
            </Heading>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-ink-muted sm:px-6">{item.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
