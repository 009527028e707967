#include "ringcore/live/openfilelimit.h"

#include "ringcore/core/filewriter.h"
#include "ringcore/core/numbertext.h"
#include "ringcore/live/liverunconfig.h"

#include <cerrno>
#include <sys/resource.h>

namespace ringcore {

qint64 OpenFileLimit::needed(const LiveRunConfig &config)
{
    return 2 * qint64(config.concurrency) + config.backends + kReserve;
}

bool OpenFileLimit::ensure(const LiveRunConfig &config, QString *error, QString *raised)
{
    rlimit limit{};
    if (::getrlimit(RLIMIT_NOFILE, &limit) != 0)
        return true; // nothing to compare with: the run goes on as before
    const qint64 need = needed(config);
    auto fits = [need](rlim_t value) { return value == RLIM_INFINITY || qint64(value) >= need; };
    if (fits(limit.rlim_cur))
        return true;
    const auto shown = [](rlim_t value) {
        return value == RLIM_INFINITY ? tr("unlimited") : NumberText::integer(qint64(value));
    };
    const QString why = tr("the run needs about %1 open files (--concurrency %2: 2 per request in flight; %3 backends; "
                           "%4 for files, logs and pipes)")
                            .arg(NumberText::integer(need), NumberText::integer(config.concurrency),
                                 NumberText::integer(config.backends), NumberText::integer(kReserve));
    if (!fits(limit.rlim_max)) {
        if (error)
            *error = tr("open files: %1, but the limit is %2 and its hard limit %3 (ulimit -n, RLIMIT_NOFILE); raise "
                        "the hard limit or lower --concurrency or --backends")
                         .arg(why, shown(limit.rlim_cur), shown(limit.rlim_max));
        return false;
    }
    const rlim_t before = limit.rlim_cur;
    limit.rlim_cur = rlim_t(need);
    if (::setrlimit(RLIMIT_NOFILE, &limit) != 0) {
        if (error)
            *error = tr("open files: %1, but the limit is %2 and it could not be raised (%3)")
                         .arg(why, shown(before), osErrorString(errno));
        return false;
    }
    if (raised)
        *raised = tr("raised the open-files limit from %1 to %2: %3").arg(shown(before), shown(limit.rlim_cur), why);
    return true;
}

} // namespace ringcore
