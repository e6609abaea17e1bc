-- take_order_stock and restore_order_stock walked an order's lines the same way (lock the products
-- in id order, find the line's counted size or the product's count) and differed only in the
-- direction of the change and the refusal when a take would go below zero. One function moves the
-- stock; the two keep their names and signatures, which triggers call.

create or replace function private.move_order_stock(p_lines jsonb, p_direction integer, p_order_number text)
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_line record;
  v_product public.products;
  v_size_index integer;
  v_left integer;
begin
  perform 1 from public.products p
   where p.id in (select (l ->> 'product_id')::uuid from jsonb_array_elements(p_lines) l)
   order by p.id
   for update;

  for v_line in
    select (l ->> 'product_id')::uuid as product_id, l ->> 'size_selected' as size,
           (l ->> 'quantity')::integer as quantity, l ->> 'product_name' as name
      from jsonb_array_elements(p_lines) l
  loop
    select * into v_product from public.products p where p.id = v_line.product_id;
    continue when not found;

    v_size_index := null;
    if v_line.size is not null then
      select (ord - 1)::integer into v_size_index
        from jsonb_array_elements(v_product.available_sizes) with ordinality as t(s, ord)
       where s ->> 'value' = v_line.size and jsonb_typeof(s -> 'stock') = 'number';
    end if;

    if v_size_index is not null then
      v_left := (v_product.available_sizes -> v_size_index ->> 'stock')::integer + p_direction * v_line.quantity;
    elsif v_product.inventory_count is not null
          and (v_line.size is null or exists (
            select 1 from jsonb_array_elements(v_product.available_sizes) s where s ->> 'value' = v_line.size)) then
      v_left := v_product.inventory_count + p_direction * v_line.quantity;
    else
      continue; -- stock not counted
    end if;
    if v_left < 0 then
      raise exception using
        errcode = 'P0001',
        message = format('Order %s cannot be reopened: %s is out of stock.', p_order_number, v_line.name),
        detail = jsonb_build_object('reason', 'out_of_stock', 'product_id', v_line.product_id)::text;
    end if;
    if v_size_index is not null then
      update public.products p
         set available_sizes = jsonb_set(p.available_sizes, array[v_size_index::text, 'stock'], to_jsonb(v_left))
       where p.id = v_product.id;
    else
      update public.products p set inventory_count = v_left where p.id = v_product.id;
    end if;
  end loop;
end;
$$;

revoke execute on function private.move_order_stock(jsonb, integer, text) from public;
grant execute on function private.move_order_stock(jsonb, integer, text) to service_role;

-- Takes an order's stock again (a cancelled order reopened), refusing a line that no longer has enough.
create or replace function private.take_order_stock(p_lines jsonb, p_order_number text)
returns void
language sql
volatile
set search_path = ''
as $$
  select private.move_order_stock(p_lines, -1, p_order_number);
$$;

-- Gives a cancelled order's stock back.
create or replace function private.restore_order_stock(p_lines jsonb)
returns void
language sql
volatile
set search_path = ''
as $$
  select private.move_order_stock(p_lines, 1, null);
$$;
