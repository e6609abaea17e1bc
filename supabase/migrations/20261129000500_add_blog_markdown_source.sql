-- The admin writes a post's body in Markdown. blog_content stays the HTML the storefront renders (and
-- sanitises, as before), so /blog needs no Markdown parser: the admin renders the Markdown once, on save,
-- and keeps the source beside it here, to edit it again later. A post written before (HTML only) has no
-- source; the editor opens its HTML, which Markdown takes as it is.
--
-- No new rights: writes to blog_posts are already admins' only (RLS on private.is_admin(), create_catalog).

alter table public.blog_posts
  add column blog_markdown text check (char_length(blog_markdown) <= 100000);

comment on column public.blog_posts.blog_markdown is
  'The Markdown the admin wrote; blog_content is its rendered HTML. Null for posts written as HTML.';
