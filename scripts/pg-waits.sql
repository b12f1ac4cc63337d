-- What PostgreSQL's backends wait on during a load (issue 31): run it beside a bench, e.g.
--   npm run bench -- --only complete --postgres postgres://postgres@127.0.0.1:5432/test &
--   sleep 8; psql -h 127.0.0.1 -U postgres test -f scripts/pg-waits.sql
-- 3,000 samples of pg_stat_activity 10 ms apart (about 40 s), then the counts by wait and query.
create temp table samples (i int, wtype text, wevent text, state text, btype text, q text);
do $$
begin
  for i in 1..3000 loop
    perform pg_stat_clear_snapshot();
    insert into samples select i, coalesce(wait_event_type,'CPU'), coalesce(wait_event,'running'), state, backend_type, left(query, 60)
      from pg_stat_activity where pid <> pg_backend_pid() and (state = 'active' or backend_type <> 'client backend');
    perform pg_sleep(0.01);
  end loop;
end $$;
select count(distinct i) as samples from samples;
select btype, wtype, wevent, count(*), round(100.0*count(*)/sum(count(*)) over (partition by btype),1) pct
  from samples group by 1,2,3 order by 1, 4 desc;
select wtype, wevent, q, count(*) from samples where btype='client backend' group by 1,2,3 order by 4 desc limit 25;
