#pragma once

#include "ringcore/core/server.h"
#include "ringcore/rings/algorithm.h"
#include "ringcore/rings/algorithmregistry.h"
#include "ringcore/traffic/boundedloadmodel.h"

#include <QByteArray>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <memory>

namespace ringcore {

/// One whole-number setting a system accepts for a live run (a proxy's upstream keepalive, …):
/// stored in LiveRunConfig::settings and results.json under its name.
struct SystemSetting
{
    QString name;        ///< "keepalive", "keepalive-requests"
    qint64 defaultValue = 0;
    qint64 minimum = 0;
    qint64 maximum = 0;
};

/// A ring option a live run can set (`measure --option NAME=VALUE`), written into the private
/// config by the system's config writer (SystemConfigInput::options). A `port` option is an option
/// of the predicting algorithm (SystemDescription::algorithm(), its OptionSpec): predict builds
/// the port with it. Any other option changes the system's choice in a way no port predicts key by
/// key (HAProxy's hash-balance-factor places requests by the load in flight).
struct LiveOption
{
    OptionSpec spec;
    bool port = true;
    /// False when the port checks the value against the run's servers (Traffic Server's
    /// secondary: fewer than the backends): validateOptions() then leaves that check to
    /// LiveRunConfig::validate(), which builds the port with the run's servers.
    bool checkAlone = true;
};

/// A named starting point of a run (the seed's "haproxy-weight-10", …): a system, a weight for
/// every backend and settings.
struct SystemVariant
{
    int order = 0;       ///< position in variant lists (across every system)
    QString name;
    int defaultWeight = 1;
    QMap<QString, qint64> settings;
};

/// What a system's config writer gets: everything points into the run's private directory.
struct SystemConfigInput
{
    QString dir;                    ///< the run's private directory (0700)
    ServerList servers;             ///< the backends, in order, with weights and down flags
    int listenPort = 0;             ///< where the system listens on 127.0.0.1
    QMap<QString, qint64> settings; ///< every setting of the system, defaults filled in
    AlgorithmOptions options;       ///< the run's ring options (LiveOption), validated; absent = default
    QString extraConfig;            ///< LiveRunConfig::proxyExtraConfig, placed where the system takes it
};

/// A command a system needs once it listens and before any key is sent (marking servers down its
/// own way: `varnishadm backend.set_health`, `traffic_ctl host down`). The runner runs it without
/// a shell, with SystemDescription::environment(), asynchronously: it is done when it exits 0 and
/// its output contains `expect` (when given), and is tried again every 200 ms until `timeoutMs`.
/// With `verifyArguments`, `verifyProgram` run with them must succeed (and print `expect`) instead: the
/// command and its verification are tried again together (a message the system may lose).
struct SystemCommand
{
    QString program;       ///< a name looked up like the system's (PATH, then /usr/sbin) or a path
    QStringList arguments;
    QString expect;        ///< text its output must contain (empty: exit code 0 suffices)
    int timeoutMs = 10000;
    QStringList verifyArguments; ///< empty: the command's own output is checked
    QString verifyProgram;       ///< runs verifyArguments; empty: `program`
};

/// Reads what a system logged during a run and says whether the run stays valid. Made by the
/// system's description before the system starts; markStop() when the stop begins, scan() once
/// every process is stopped.
class SystemLogScanner
{
public:
    virtual ~SystemLogScanner();
    /// The stop begins: lines logged from here on are the shutdown's, not the run's.
    virtual void markStop() {}
    /// Reads the logs. Fills `diagnostics` (stored in results.json as validity.diagnostics) and
    /// appends a translated sentence to `reasons` for everything that makes the run invalid.
    virtual void scan(QJsonObject *diagnostics, QStringList *reasons) = 0;
};

/// A real system (proxy, cache, …) that live runs put in front of the backends, described in one
/// place: its names, program, weights, config writer and check, start and stop, the log lines
/// that make a run invalid, the load protocol it speaks and the ring port that predicts it.
///
/// A description registers itself from its own file (ringcore/live/systems/) with
/// RINGCORE_REGISTER_SYSTEM, the way algorithms do; the runner, the pages and the commands ask
/// SystemRegistry and name no system. See docs/architecture.md, "Systems".
class SystemDescription
{
public:
    virtual ~SystemDescription();

    /// Stable id: `measure --proxy NAME`, results.json's setup.proxy, the GUI's choice.
    virtual QString name() const = 0;
    /// Name shown to the user ("HAProxy"), translated.
    virtual QString displayName() const = 0;
    /// The process as named in messages, translated; a system whose program the backends run too
    /// names itself apart from them ("proxy …").
    virtual QString processName() const { return displayName(); }

    /// The executable looked up on PATH, then /usr/sbin (and given by `measure --NAME PATH`).
    virtual QString programName() const = 0;
    /// Arguments that print the version; versionLine() picks the line shown.
    virtual QStringList versionArguments() const { return {QStringLiteral("-v")}; }
    virtual QString versionLine(const QString &output) const;

    /// Weights the system accepts in a live run.
    virtual int minWeight() const { return 1; }
    virtual int maxWeight() const = 0;
    /// Settings of the system and the seed's variants of it.
    virtual QList<SystemSetting> settings() const { return {}; }
    virtual QList<SystemVariant> variants() const { return {}; }

    /// The load protocol the system speaks to clients and backends; LoadEngine::speaks() must
    /// know it ("http", "memcached" or "dns"). It picks the load engine and the backends' program
    /// (BackendFarm), and the keys must be sendable in it (LoadEngine::canSend()).
    virtual QString loadProtocol() const { return QStringLiteral("http"); }

    /// How the system is told a server is down. False (default): the config says it
    /// (HAProxy `disabled`, dnsdist `setDown()`) and the server's backend still answers, so a key
    /// sent there shows. True: the system finds out by failing to reach it (twemproxy's
    /// auto_eject_hosts), so a down server's backend port stays closed for the whole run, and
    /// when a server is down the runner first sends a priming pass (not recorded) so the system
    /// has found every down server before the measured load.
    virtual bool downServersRefuse() const { return false; }

    /// The registered algorithm (rings/) that predicts the system's choices, and its options.
    virtual QString algorithm() const = 0;
    virtual AlgorithmOptions algorithmOptions() const { return {}; }
    /// The algorithm predict builds for a run with `options`: algorithm(), unless a live option
    /// picks another port with the same options (twemproxy's distribution: twemproxy-modula).
    virtual QString predictAlgorithm(const AlgorithmOptions &options) const
    {
        Q_UNUSED(options);
        return algorithm();
    }
    /// Ring options a live run can set, each written into the config by writeConfig(); empty: none.
    virtual QList<LiveOption> liveOptions() const { return {}; }
    /// Checks a run's options against liveOptions() (names, values) and checkOptions(); false +
    /// *error naming the option and its allowed values. Every value goes through
    /// AlgorithmRegistry::normalise(); *normalised (if given) gets them in that one form, the
    /// form writeConfig() must be given and results.json stores.
    bool validateOptions(const AlgorithmOptions &options, QString *error, AlgorithmOptions *normalised = nullptr) const;
    /// What predict builds algorithm() with for a run with `options`: algorithmOptions(),
    /// overridden by the run's port options.
    AlgorithmOptions predictOptions(const AlgorithmOptions &options) const;
    /// False when a run with these options cannot be predicted key by key (its choice depends on
    /// the load in flight): predict then says so instead of counting mismatches.
    bool keyByKey(const AlgorithmOptions &options) const { return hashBalanceFactor(options) == 0; }
    /// The load bound the options set, in per cent of the mean load (a hash-balance-factor; 0:
    /// none): the run's requests are then placed by the load in flight, not key by key.
    virtual int hashBalanceFactor(const AlgorithmOptions &options) const
    {
        Q_UNUSED(options);
        return 0;
    }
    /// The simulation of such a run over `ring` (the port built with predictOptions()), which
    /// LiveTrafficCheck compares with the measured requests; null when the options set no bound.
    virtual std::unique_ptr<BoundedLoadModel> boundedLoadModel(const Algorithm &ring,
                                                               const AlgorithmOptions &options) const
    {
        Q_UNUSED(ring);
        Q_UNUSED(options);
        return {};
    }
    /// True when the system, failing to reach a key's backend, tries the next server on the
    /// ring: `predict` then says which mismatches went exactly there.
    virtual bool retriesNextOnRing() const { return false; }

    /// The private config: its file name in the run directory and its text.
    virtual QString configFileName() const = 0;
    virtual QByteArray writeConfig(const SystemConfigInput &input) const = 0;
    /// More files of the private config, by path relative to the run directory (their folders are
    /// created), written before the check: a layout of several files (Traffic Server's).
    virtual QMap<QString, QByteArray> extraConfigFiles(const SystemConfigInput &input) const;
    /// The program that checks the config when it is not programName() (Traffic Server runs
    /// under traffic_manager and checks with traffic_server); looked up beside programName().
    virtual QString checkProgramName() const { return programName(); }
    /// The config check as the user would type it ("haproxy -c") and its arguments.
    virtual QString checkCommand() const = 0;
    virtual QStringList checkArguments(const QString &dir) const = 0;
    /// Arguments that run the system in the foreground (QProcess owns it; stop = SIGTERM).
    virtual QStringList startArguments(const QString &dir) const = 0;
    /// The same, for a system that takes run facts on its command line (Varnish's listen address
    /// -a): by default startArguments(input.dir). The process is started with this one.
    virtual QStringList startArgumentsFor(const SystemConfigInput &input) const { return startArguments(input.dir); }
    /// The system is ready when its listening port accepts connections (LiveRunner polls it, and
    /// the backends' ports, for up to startTimeoutMs(backends)) and every readyCommands() entry has
    /// succeeded, in order. By default 15 s plus 200 ms per backend: some systems set up something
    /// per server before they listen (dnsdist opens a socket and starts a thread for each: 100
    /// servers took 5-9 s on the loaded 2-core machine).
    virtual int startTimeoutMs(int backends) const;
    virtual QList<SystemCommand> readyCommands(const SystemConfigInput &input) const;
    /// Variables added to the environment of the system's processes (check, start, ready
    /// commands), e.g. HOME pointed into the run directory (`dir`).
    virtual QMap<QString, QString> environment(const QString &dir) const;

    /// A file of the run directory that receives what the system prints on stdout and stderr,
    /// for systems that log only there (its log scanner reads it); empty = kept in memory for
    /// error messages only.
    virtual QString consoleLogFileName() const { return {}; }

    /// The start of the command line the system's worker processes show (they rename themselves,
    /// so their command line names no config); empty when it has none. LeftoverSweep recognises a
    /// killed run's workers by it, in the run's process group and directory.
    virtual QByteArray workerCommandLine() const { return {}; }

    /// Files of the run directory copied beside results.json (config and logs), for evidence.
    virtual QStringList evidenceFiles() const { return {configFileName()}; }
    /// The system's log scanner for a run in `dir`, or null when its logs are not read.
    virtual std::unique_ptr<SystemLogScanner> logScanner(const QString &dir) const;
    /// The checklist lines of the scanner's rules ("Caddy logs no error").
    virtual QStringList logRules() const { return {}; }

    /// results.json version 1 stored some of this system's settings and diagnostics under fields
    /// of their own: moves them into `settings` and `diagnostics` (version 2's shape).
    virtual void upgradeVersion1(const QJsonObject &setup, const QJsonObject &validity, QMap<QString, qint64> *settings,
                                 QJsonObject *diagnostics) const;

protected:
    /// The predicting algorithm's options of these names, as port LiveOptions (liveOptions()).
    QList<LiveOption> portOptions(const QStringList &names) const;
    /// Rules beyond each option's spec (HAProxy: a balance factor of 0 or 100-65535).
    virtual bool checkOptions(const AlgorithmOptions &options, QString *error) const
    {
        Q_UNUSED(options);
        Q_UNUSED(error);
        return true;
    }
};

/// Every system live runs can put in front of the backends.
class SystemRegistry
{
public:
    /// Takes ownership; called by RINGCORE_REGISTER_SYSTEM at start-up.
    static bool add(int order, SystemDescription *system);
    /// In registration order (order key, then registration).
    static QList<const SystemDescription *> all();
    static const SystemDescription *find(const QString &name);
    static QStringList names();
    /// The first registered system (what a config that names none runs).
    static const SystemDescription *defaultSystem();
    /// The program names of every system, once each, in order.
    static QStringList programNames();
    /// "a, b or c" of the registered names (CLI help and errors) / display names (sentences).
    static QString namesOr();
    static QString displayNamesOr();
};

/// Registers a system from its .cpp file: RINGCORE_REGISTER_SYSTEM(20, HaproxySystem)
#define RINGCORE_REGISTER_SYSTEM(order, Class)                                                     \
    namespace {                                                                                    \
    const bool ringcoreSystemRegistered_##order = ::ringcore::SystemRegistry::add(order, new Class); \
    }

} // namespace ringcore
