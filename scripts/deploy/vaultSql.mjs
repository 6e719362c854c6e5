// @ts-check
// SQL the deploy runs on the hosted database (`supabase db query --remote --file`), safe to run
// again: a Vault secret is created when missing and rewritten only when its value differs.

/** @param {string} value */
const literal = (value) => `'${value.replace(/'/g, "''")}'`

/** @param {Record<string, string>} secrets Vault name → value */
export function vaultSecretsSql(secrets) {
  const rows = Object.entries(secrets)
    .map(([name, value]) => `(${literal(name)}, ${literal(value)})`)
    .join(', ')
  return `do $$
declare
  wanted record;
begin
  for wanted in select * from (values ${rows}) as v(name, secret) loop
    if not exists (select 1 from vault.secrets where name = wanted.name) then
      perform vault.create_secret(wanted.secret, wanted.name);
    elsif exists (select 1 from vault.decrypted_secrets where name = wanted.name and decrypted_secret is distinct from wanted.secret) then
      perform vault.update_secret((select id from vault.secrets where name = wanted.name), wanted.secret);
    end if;
  end loop;
end $$;`
}
