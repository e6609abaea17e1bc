-- Product photos: a public bucket anyone can read; only admins upload, replace or remove.
-- 2 MB per file, JPEG, PNG or WebP (the admin form's limits).

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('product-images', 'product-images', true, 2097152, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "product-images: anyone reads"
  on storage.objects for select to anon
  using (bucket_id = 'product-images');

create policy "product-images: signed-in users read"
  on storage.objects for select to authenticated
  using (bucket_id = 'product-images');

create policy "product-images: admins upload"
  on storage.objects for insert to authenticated
  with check (bucket_id = 'product-images' and (select private.is_admin()));

create policy "product-images: admins replace"
  on storage.objects for update to authenticated
  using (bucket_id = 'product-images' and (select private.is_admin()))
  with check (bucket_id = 'product-images' and (select private.is_admin()));

create policy "product-images: admins remove"
  on storage.objects for delete to authenticated
  using (bucket_id = 'product-images' and (select private.is_admin()));
