#include "ringcore/core/memorybudget.h"
#include "ringcore/core/numbertext.h"

#include "ringcore/core/filereader.h"

#include <QCoreApplication>
#include <QFile>

#include <algorithm>
#include <cmath>
#include <limits>
#include <sys/resource.h>
#include <unistd.h>

namespace ringcore {

namespace {

// Small /proc and /sys files only: read with a fixed budget (they are not regular files with a size).
QByteArray readSmall(const char *path)
{
    QFile file(QString::fromLatin1(path));
    if (!file.open(QIODevice::ReadOnly))
        return QByteArray();
    return file.read(64 * 1024);
}

double fromNumber(const QByteArray &text)
{
    bool ok = false;
    const double v = text.trimmed().toDouble(&ok);
    return ok ? v : std::numeric_limits<double>::infinity();
}

double addressSpaceLeft()
{
    struct rlimit limit;
    if (::getrlimit(RLIMIT_AS, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY)
        return std::numeric_limits<double>::infinity();
    // /proc/self/statm: total program size in pages first.
    const double pages = fromNumber(readSmall("/proc/self/statm").split(' ').value(0));
    const double used = std::isfinite(pages) ? pages * double(::sysconf(_SC_PAGE_SIZE)) : 0;
    return std::max(0.0, double(limit.rlim_cur) - used);
}

double cgroupLeft()
{
    // cgroup v2: "0::/path"; v1 lines name their controllers ("4:memory:/path").
    const QList<QByteArray> lines = readSmall("/proc/self/cgroup").split('\n');
    double left = std::numeric_limits<double>::infinity();
    for (const QByteArray &line : lines) {
        const QList<QByteArray> parts = line.split(':');
        if (parts.size() < 3)
            continue;
        const QByteArray where = parts.mid(2).join(':');
        QByteArray max;
        QByteArray current;
        if (parts[0] == "0" && parts[1].isEmpty()) {
            max = readSmall(("/sys/fs/cgroup" + where + "/memory.max").constData());
            current = readSmall(("/sys/fs/cgroup" + where + "/memory.current").constData());
            if (max.isEmpty()) { // a namespaced view: our cgroup is the root of /sys/fs/cgroup
                max = readSmall("/sys/fs/cgroup/memory.max");
                current = readSmall("/sys/fs/cgroup/memory.current");
            }
        } else if (parts[1].split(',').contains("memory")) {
            max = readSmall(("/sys/fs/cgroup/memory" + where + "/memory.limit_in_bytes").constData());
            current = readSmall(("/sys/fs/cgroup/memory" + where + "/memory.usage_in_bytes").constData());
            if (max.isEmpty()) {
                max = readSmall("/sys/fs/cgroup/memory/memory.limit_in_bytes");
                current = readSmall("/sys/fs/cgroup/memory/memory.usage_in_bytes");
            }
        } else {
            continue;
        }
        const double m = fromNumber(max); // "max" (no limit) reads as infinity
        const double c = fromNumber(current);
        if (std::isfinite(m) && m < 1e18)
            left = std::min(left, std::max(0.0, m - (std::isfinite(c) ? c : 0)));
    }
    return left;
}

double systemAvailable()
{
    const QList<QByteArray> lines = readSmall("/proc/meminfo").split('\n');
    for (const QByteArray &line : lines)
        if (line.startsWith("MemAvailable:")) {
            const QByteArray kb = line.mid(13).trimmed().split(' ').value(0);
            const double v = fromNumber(kb);
            if (std::isfinite(v))
                return v * 1024;
        }
    return std::numeric_limits<double>::infinity();
}

} // namespace

double MemoryBudget::availableBytes()
{
    double left = std::min({addressSpaceLeft(), cgroupLeft(), systemAvailable()});
    if (!std::isfinite(left)) // nothing known: assume a small machine rather than no limit
        left = 4.0 * 1024 * 1024 * 1024;
    return std::max(0.0, left);
}

bool MemoryBudget::check(double bytes, const QString &what, QString *error)
{
    const double available = availableBytes();
    if (bytes <= available)
        return true;
    if (!error)
        return false;
    *error = QCoreApplication::translate("ringcore::MemoryBudget",
                                       "%1 needs about %2 of memory, but only %3 is available (ulimit -v, "
                                       "cgroup limit or free memory)")
        .arg(what, NumberText::bytes(bytes), NumberText::bytes(available));
    return false;
}

} // namespace ringcore
