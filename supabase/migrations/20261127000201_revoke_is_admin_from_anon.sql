-- private.is_admin() is security definer: it reads profiles with the owner's rights. Visitors
-- never need it (every policy that asks it is for `authenticated`, and the definer functions that
-- visitors call run it as their owner), so anon loses the right to run it; a policy for anon that
-- called it would now fail loudly rather than quietly lend a visitor the owner's rights.
revoke execute on function private.is_admin() from anon;
