-- An address holds the fields the checkout and the address book ask for, as text, each no longer
-- than the form lets it be (the inputs' maxLength are these limits). Until now place_order stored
-- whatever object it was given (a 100 KB street, thousands of extra keys, numbers the pages show
-- as empty), and the addresses table measured its fields after trimming, so trailing blanks were
-- unbounded.

-- Orders: place_order (and nothing else) writes the addresses, and already calls this helper for
-- both; redefining it bounds every new order. P0001 with a sentence the checkout can show, raised
-- before anything is written, so a refused order leaves no trace.
create or replace function private.require_address_fields(address jsonb, what text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  field text;
  value jsonb;
  -- The longest text of each field; country and phone have formats of their own (below).
  limits constant jsonb := '{"street": 200, "apartment": 100, "city": 100, "state": 100, "zip": 20, "country": null, "phone": null}';
begin
  if address is null or jsonb_typeof(address) <> 'object' then
    raise exception 'The % address is missing.', what using errcode = 'P0001';
  end if;
  for field, value in select e.key, e.value from jsonb_each(address) as e loop
    if not limits ? field then
      -- A key may be any length; the message names only its start.
      raise exception 'The % address has an unknown field: %.', what, left(field, 40) using errcode = 'P0001';
    end if;
    if jsonb_typeof(value) <> 'string' then
      raise exception 'The % address is invalid: % must be text.', what, field using errcode = 'P0001';
    end if;
    if char_length(value #>> '{}') > coalesce((limits ->> field)::integer, 2147483647) then
      raise exception 'The % address is invalid: % is longer than % characters.', what, field, limits ->> field
        using errcode = 'P0001';
    end if;
  end loop;
  foreach field in array array['street', 'city', 'state', 'zip', 'country'] loop
    if coalesce(btrim(address ->> field), '') = '' then
      raise exception 'The % address is incomplete: % is required.', what, field using errcode = 'P0001';
    end if;
  end loop;
  if (address ->> 'country') !~ '^[A-Z]{2}$' then
    raise exception 'The % address is invalid: country must be a two-letter country code.', what using errcode = 'P0001';
  end if;
  -- The phone as the checkout sends it: empty, or the bare international form (as addresses.phone).
  if coalesce(address ->> 'phone', '') !~ '^(\+?[1-9][0-9]{1,14})?$' then
    raise exception 'The % address is invalid: phone is not a phone number.', what using errcode = 'P0001';
  end if;
end;
$$;

revoke execute on function private.require_address_fields(jsonb, text) from public;

-- Saved addresses: the existing checks measure the trimmed text; these bound the text as stored.
-- `not valid`: rows saved before stay readable and deletable (hosted data is never rewritten
-- here); every new or changed row is held to them.
alter table public.addresses
  add constraint addresses_full_name_length check (char_length(full_name) <= 120) not valid,
  add constraint addresses_street_length check (char_length(street) <= 200) not valid,
  add constraint addresses_city_length check (char_length(city) <= 100) not valid,
  add constraint addresses_state_length check (char_length(state) <= 100) not valid,
  add constraint addresses_zip_length check (char_length(zip) <= 20) not valid;
