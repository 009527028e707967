#pragma once

#include <QCoreApplication>
#include <QString>

namespace ringcore {

struct LiveRunConfig;

/// The open-files limit (RLIMIT_NOFILE) a live run needs, checked before anything starts: RingLab,
/// the backends and the system under test inherit it, and a run that runs out of descriptors
/// half-way aborts (GLib) or is INVALID for a cause that hides the limit.
///
/// needed() is the largest need of the run's processes: two descriptors per request in flight (the
/// proxy holds the client's and the backend's side; the backends hold the proxy's connections
/// and keep-alive ones), one per backend port, and kReserve for files, logs and pipes.
/// ensure() raises the soft limit up to the hard one when that is enough, else refuses naming both
/// numbers and what the run needs.
class OpenFileLimit
{
    Q_DECLARE_TR_FUNCTIONS(ringcore::OpenFileLimit)
public:
    static constexpr int kReserve = 64;

    static qint64 needed(const LiveRunConfig &config);
    /// False + *error when the hard limit is below needed(); *raised gets a translated line when
    /// the soft limit was raised (else stays empty).
    static bool ensure(const LiveRunConfig &config, QString *error, QString *raised);
};

} // namespace ringcore
