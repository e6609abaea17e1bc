-- Blog posts are the owner's to write: admins already insert, update and delete them (RLS on
-- private.is_admin(), create_catalog). What writing them from the admin needs besides:
--
-- * a cover image through storage: the blog-images bucket, public like product-images (objects are
--   read by their public URL with no select policy, so nobody can list the bucket but admins), and
--   written only by admins; 2 MB, JPEG, PNG or WebP.
-- * publishing as one change: a post set to 'published' without a date is dated now, so Publish
--   need not send a clock of its own; unpublishing (back to 'draft') keeps the first date.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('blog-images', 'blog-images', true, 2097152, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "blog-images: admins list"
  on storage.objects for select to authenticated
  using (bucket_id = 'blog-images' and (select private.is_admin()));

create policy "blog-images: admins upload"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'blog-images' and (select private.is_admin()));

create policy "blog-images: admins replace"
  on storage.objects for update to authenticated
  using (bucket_id = 'blog-images' and (select private.is_admin()))
  with check (bucket_id = 'blog-images' and (select private.is_admin()));

create policy "blog-images: admins remove"
  on storage.objects for delete to authenticated
  using (bucket_id = 'blog-images' and (select private.is_admin()));

create or replace function private.date_published_post()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.publish_status = 'published' and new.published_at is null then
    new.published_at := now();
  end if;
  return new;
end;
$$;

revoke execute on function private.date_published_post() from public;

create trigger blog_posts_date_published
  before insert or update of publish_status, published_at on public.blog_posts
  for each row execute function private.date_published_post();
