import * as Accordion from '@radix-ui/react-accordion'
import type { FaqItem } from '../../data/faq-content'

interface FaqAccordionProps {
  items: readonly FaqItem[]
}

/**
 * One answer open at a time, and the open one can be closed again (the spec's single collapsible accordion).
 * Radix gives the buttons aria-expanded/aria-controls and arrow-key, Home and End navigation between questions.
 */
export function FaqAccordion({ items }: FaqAccordionProps) {
  return (
    <Accordion.Root
      type="single"
      collapsible
      className="divide-y divide-brand-100 rounded-2xl border border-brand-100 bg-white"
    >
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id}>
          <Accordion.Header asChild>
            <h2 className="font-sans">
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
            </h2>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-ink-muted sm:px-6">{item.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
