-- 0015_republish_driver: one process drives a mass republish at a time, and the sweeper knows a
-- run's own requests.
--
-- A run's pacing is per process: two `republish-all` (or a dashboard button in each of two api
-- processes) resuming the same run would each record at the run's rate, together twice it. The
-- process driving a run holds a lease (`driver_id`, `driven_until`), renewed as it goes and given
-- back when it stops; another process is refused until the lease lapses (a crashed driver's after
-- its lease time).
--
-- `created`: the run recorded the request itself (false: an open publish of the owner's was
-- returned). The sweeper re-enqueues a lost job of the run's own requests at the bulk priority,
-- behind owners' publishes, as the run enqueued it (the embedded default, which has no queue until
-- the api starts, relies on it).

alter table republish_runs add column driver_id uuid;
alter table republish_runs add column driven_until timestamptz;

alter table republish_run_requests add column created boolean not null default true;
