/**
 * Typography for a blog post's HTML (no typography plugin: the few elements the editor produces), on /blog
 * and in the admin's preview alike, so the preview is what readers will see.
 */
export const POST_BODY_CLASSES = [
  'text-lg leading-relaxed',
  '[&_p]:mt-5',
  '[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold',
  '[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-bold',
  '[&_h4]:mt-6 [&_h4]:font-bold',
  '[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6',
  '[&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6',
  '[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-saffron-500 [&_blockquote]:pl-5 [&_blockquote]:italic [&_blockquote]:text-ink-muted',
  '[&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-800',
  '[&_img]:mt-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl',
  '[&_figcaption]:mt-2 [&_figcaption]:text-sm [&_figcaption]:text-ink-muted',
  '[&_pre]:mt-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-brand-50 [&_pre]:p-4',
  '[&_hr]:my-10 [&_hr]:border-brand-100',
  '[&_table]:mt-6 [&_table]:w-full [&_td]:border [&_td]:border-brand-100 [&_td]:p-2 [&_th]:border [&_th]:border-brand-100 [&_th]:p-2 [&_th]:text-left',
].join(' ')
