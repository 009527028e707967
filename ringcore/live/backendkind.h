#pragma once

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace ringcore {

/// What one start of a backends' process gets (BackendFarm::start): everything points into the
/// run's private directory.
struct BackendFarmInput
{
    QString dir;        ///< the run's private directory (0700)
    QString prefix;     ///< names the config ("<prefix>.conf"), pid, log and temp files
    QString protocol;   ///< the system's load protocol (SystemDescription::loadProtocol())
    QList<int> ports;   ///< the ports to serve on 127.0.0.1, each answering with its own number
    int delayMs = 0;    ///< each answer held this long first (LiveRunConfig::backendDelayMs)

    QString configPath() const;
};

/// How the backends of a live run are served for a load protocol: the program, its config, its
/// check and its start. The backends are the harness, not a system under test: every port answers
/// with its own number in the protocol, so `predict` reads which backend a key reached.
///
/// A kind registers itself from its own file (ringcore/live/backends/) with
/// RINGCORE_REGISTER_BACKEND_KIND; BackendFarm asks BackendKindRegistry::forProtocol() and names
/// no program. See docs/architecture.md, "Systems".
class BackendKind
{
public:
    virtual ~BackendKind();

    /// Stable id, in messages of the harness and docs.
    virtual QString name() const = 0;
    /// The process as named in messages, translated.
    virtual QString processName() const = 0;
    /// True when the kind serves that load protocol. The registry asks the kinds in order, so a
    /// kind registered late may serve every protocol the earlier ones do not.
    virtual bool serves(const QString &protocol) const = 0;

    /// The executable, looked up like a system's (LiveRunConfig::programs, PATH, /usr/sbin).
    virtual QString programName() const = 0;
    /// Where the program is looked for first when no path is given (RingLab's own program:
    /// beside the running executable, in the build tree).
    virtual QStringList programCandidates() const { return {}; }

    /// Empty when the kind can hold each answer `delayMs` milliseconds (BackendFarmInput::delayMs),
    /// else why not (translated), naming what is missing.
    virtual QString delayUnavailable() const;

    /// The config file's text.
    virtual QByteArray config(const BackendFarmInput &input) const = 0;
    /// Arguments that check the written config without starting (empty: no check) and the
    /// message when the check fails (`output` is the checker's).
    virtual QStringList checkArguments(const BackendFarmInput &input) const;
    virtual QString checkFailed(const QString &output) const;
    /// Arguments that run the backends in the foreground (QProcess owns them; stop = SIGTERM). The
    /// process re-reads its config on SIGHUP and closes listeners no longer configured
    /// (BackendFarm::dropPort).
    virtual QStringList startArguments(const BackendFarmInput &input) const = 0;
    /// As SystemDescription::workerCommandLine(), for the kind's worker processes.
    virtual QByteArray workerCommandLine() const { return {}; }
};

/// Every kind of backends, in registration order.
class BackendKindRegistry
{
public:
    /// Takes ownership; called by RINGCORE_REGISTER_BACKEND_KIND at start-up.
    static bool add(int order, BackendKind *kind);
    static QList<const BackendKind *> all();
    /// The first kind that serves `protocol` (null when none does).
    static const BackendKind *forProtocol(const QString &protocol);
};

/// Registers a kind of backends from its .cpp file: RINGCORE_REGISTER_BACKEND_KIND(10, Class)
#define RINGCORE_REGISTER_BACKEND_KIND(order, Class)                                                        \
    namespace {                                                                                             \
    const bool ringcoreBackendKindRegistered_##order = ::ringcore::BackendKindRegistry::add(order, new Class); \
    }

} // namespace ringcore
