# shellcheck shell=bash
# The test gate's jobs (scripts/test.sh): `job NAME "NEEDS" COMMAND` starts COMMAND as soon as every
# job named in NEEDS has passed; `run_jobs` prints each job's output once it has passed, with when it
# started and ended and the CPU time of its processes, and stops every job at the first failure,
# whose output comes last. Sourced by scripts/test.sh, and by tests/unit/testGateJobs.test.ts.

state=$(mktemp -d)
started=$(date +%s)
elapsed() { echo $(($(date +%s) - started)); }
names=()
waiting=()
stop_all() {
  kill "${waiting[@]}" 2>/dev/null || true
  for pid_file in "$state"/*.pid; do
    [ -e "$pid_file" ] && kill -TERM -- "-$(cat "$pid_file")" 2>/dev/null || true
  done
}

# Each job's CPU time (user and system, of every process it started, servers included) is counted by
# a control group of its own, where the machine lets the gate make one (cgroup v1's cpuacct, or v2);
# elsewhere a job's line says nothing of CPU.
cgroups=""
if line=$(grep -m 1 -E '^[0-9]+:([^:]*,)?cpuacct(,[^:]*)?:' /proc/self/cgroup); then
  controllers=${line#*:} && controllers=${controllers%%:*}
  cgroups=/sys/fs/cgroup/$controllers${line##*:}/npm-test-$$ cpu_file=cpuacct.usage cpu_scale=1000000000
elif line=$(grep -m 1 -E '^0::' /proc/self/cgroup); then
  cgroups=/sys/fs/cgroup${line#0::}/npm-test-$$ cpu_file=cpu.stat cpu_scale=1000000
fi
mkdir -p "$cgroups" 2>/dev/null || cgroups=""
# cgroup v1's cpuacct.usage holds nanoseconds; v2's cpu.stat, usage_usec among other lines.
cpu_seconds() { awk -v scale="$cpu_scale" 'NF == 1 || $1 == "usage_usec" { n = $NF } END { printf "%d", n / scale }' "$1/$cpu_file"; }
trap 'stop_all; rm -rf "$state"; [ -z "$cgroups" ] || rmdir "$cgroups"/* "$cgroups" 2>/dev/null || true' EXIT

# job NAME "NEEDS" COMMAND: runs COMMAND once every job named in NEEDS has passed, in a process group
# of its own (stopped with it if another job fails), its output kept in a file.
job() {
  local name=$1 needs=$2 command=$3 need
  # A job waits only for jobs defined before it: a misspelt name would have it wait for ever.
  for need in $needs; do
    if [[ " ${names[*]} " != *" $need "* ]]; then
      echo "npm test: the job $name needs $need, which is not a job defined before it" >&2
      exit 1
    fi
  done
  names+=("$name")
  (
    for need in $needs; do
      until [ -e "$state/$need.passed" ]; do
        if [ -e "$state/$need.failed" ]; then exit 0; fi
        sleep 1
      done
    done
    if [ -n "$cgroups" ] && mkdir "$cgroups/$name" && echo "$BASHPID" >"$cgroups/$name/cgroup.procs"; then
      cgroup=$cgroups/$name
    else
      cgroup=""
    fi 2>/dev/null
    elapsed >"$state/$name.start"
    setsid bash -c "$command" >"$state/$name.log" 2>&1 &
    echo $! >"$state/$name.pid"
    status=0
    wait $! || status=$?
    elapsed >"$state/$name.end"
    if [ -n "$cgroup" ]; then cpu_seconds "$cgroup" >"$state/$name.cpu"; fi
    if [ "$status" -eq 0 ]; then touch "$state/$name.passed"; else touch "$state/$name.failed"; fi
    rm -f "$state/$name.pid"
  ) &
  waiting+=($!)
}

# Each job's output once it has passed, with when it started and ended (and its CPU time); the first
# failure stops all.
span() {
  printf 'from %d s to %d s' "$(cat "$state/$1.start")" "$(cat "$state/$1.end")"
  if [ -e "$state/$1.cpu" ]; then printf ', %d s of CPU' "$(cat "$state/$1.cpu")"; fi
}
run_jobs() {
  local printed=() name
  while [ ${#printed[@]} -lt ${#names[@]} ]; do
    for name in "${names[@]}"; do
      if [ -e "$state/$name.failed" ]; then
        stop_all
        printf '\n\033[1;31m== %s failed\033[0m (%s)\n' "$name" "$(span "$name")"
        cat "$state/$name.log"
        exit 1
      fi
      if [ -e "$state/$name.passed" ] && [[ " ${printed[*]} " != *" $name "* ]]; then
        printed+=("$name")
        printf '\n\033[1m== %s passed\033[0m (%s)\n' "$name" "$(span "$name")"
        cat "$state/$name.log"
      fi
    done
    sleep 1
  done
  printf '\n\033[1m== npm test: %d s%s\033[0m\n' "$(elapsed)" "$([ -z "$cgroups" ] || printf ', %d s of CPU' "$(cpu_seconds "$cgroups")")"
}
