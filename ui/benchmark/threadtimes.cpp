#include "ui/benchmark/threadtimes.h"

#include <cstdio>
#include <ctime>

#if __has_include(<sys/resource.h>)
#include <sys/resource.h>
#endif
#if __has_include(<unistd.h>)
#include <unistd.h>
#endif

namespace quatre::ui::windowbench {

std::optional<double> threadCpuMs()
{
#if defined(CLOCK_THREAD_CPUTIME_ID)
    timespec now{};
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now) == 0)
        return static_cast<double>(now.tv_sec) * 1e3 + static_cast<double>(now.tv_nsec) / 1e6;
#endif
    return std::nullopt;
}

std::optional<double> threadWaitMs()
{
    std::FILE *file = std::fopen("/proc/thread-self/schedstat", "r");
    if (!file)
        return std::nullopt;
    unsigned long long runNs = 0;
    unsigned long long waitNs = 0;
    const bool read = std::fscanf(file, "%llu %llu", &runNs, &waitNs) == 2;
    std::fclose(file);
    if (!read)
        return std::nullopt;
    return static_cast<double>(waitNs) / 1e6;
}

std::optional<ThreadCounts> threadCounts()
{
#if defined(RUSAGE_THREAD)
    rusage usage{};
    if (getrusage(RUSAGE_THREAD, &usage) == 0)
        return ThreadCounts{usage.ru_minflt + usage.ru_majflt, usage.ru_nvcsw, usage.ru_nivcsw};
#endif
    return std::nullopt;
}

std::optional<MachineTimes> machineTimes()
{
#if defined(_SC_CLK_TCK)
    std::FILE *file = std::fopen("/proc/stat", "r");
    if (!file)
        return std::nullopt;
    // user, nice, system, idle, iowait, irq, softirq, steal
    unsigned long long fields[8] = {};
    const bool read = std::fscanf(file, "cpu %llu %llu %llu %llu %llu %llu %llu %llu", &fields[0], &fields[1],
                                  &fields[2], &fields[3], &fields[4], &fields[5], &fields[6], &fields[7])
        == 8;
    std::fclose(file);
    const long ticksPerSecond = sysconf(_SC_CLK_TCK);
    if (!read || ticksPerSecond <= 0)
        return std::nullopt;
    const double msPerTick = 1000.0 / static_cast<double>(ticksPerSecond);
    return MachineTimes{static_cast<double>(fields[7]) * msPerTick,
                        static_cast<double>(fields[5] + fields[6]) * msPerTick};
#else
    return std::nullopt;
#endif
}

ThreadTimes ThreadTimes::now(bool traced)
{
    if (!traced)
        return {threadCpuMs(), std::nullopt, std::nullopt, std::nullopt};
    return {threadCpuMs(), threadWaitMs(), threadCounts(), machineTimes()};
}

double ThreadTimes::cpuSince(const ThreadTimes &before) const
{
    return cpuMs && before.cpuMs ? *cpuMs - *before.cpuMs : -1;
}

double ThreadTimes::waitSince(const ThreadTimes &before) const
{
    return waitMs && before.waitMs ? *waitMs - *before.waitMs : -1;
}

MachineTimes ThreadTimes::machineSince(const ThreadTimes &before) const
{
    if (!machine || !before.machine)
        return {-1, -1};
    return {machine->stealMs - before.machine->stealMs, machine->interruptMs - before.machine->interruptMs};
}

ThreadCounts ThreadTimes::countsSince(const ThreadTimes &before) const
{
    if (!counts || !before.counts)
        return {-1, -1, -1};
    return {counts->faults - before.counts->faults, counts->voluntarySwitches - before.counts->voluntarySwitches,
            counts->involuntarySwitches - before.counts->involuntarySwitches};
}

} // namespace quatre::ui::windowbench
