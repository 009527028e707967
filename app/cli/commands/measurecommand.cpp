// ringlab-cli measure: one live run through a registered real system (ringcore/live/LiveRunner).
#include "clicommand.h"
#include "cliservers.h"
#include "commands/measureconfigreader.h"

#include "ringcore/core/numbertext.h"
#include "ringcore/core/outputpath.h"
#include "ringcore/core/serverlistparser.h"
#include "ringcore/core/usertext.h"
#include "ringcore/live/backendfarm.h"
#include "ringcore/live/keyset.h"
#include "ringcore/live/liverunner.h"
#include "ringcore/live/livetrafficcheck.h"
#include "ringcore/live/openfilelimit.h"
#include "ringcore/live/runfolder.h"
#include "ringcore/live/qnamloadengine.h"
#include "ringcore/live/systemdescription.h"

#include <QEventLoop>
#include <QJsonDocument>
#include <QSocketNotifier>

#include <csignal>
#include <fcntl.h>
#include <unistd.h>

using namespace ringcore;

namespace ringlab::cli {

namespace {

/// An option's help with its range and default filled in from LiveRunConfig ("%1-%2 (default %3)"),
/// grouped as every number of the CLI.
QString ranged(const QString &help, ringcore::Range range, qint64 defaultValue)
{
    using ringcore::NumberText;
    return help.arg(NumberText::integer(range.min), NumberText::integer(range.max), NumberText::integer(defaultValue));
}

int g_signalPipe[2] = {-1, -1};

extern "C" void onTerminationSignal(int signal)
{
    // Async-signal-safe: just wake the event loop, which cancels the run and stops every process.
    const char byte = char(signal);
    [[maybe_unused]] const ssize_t n = ::write(g_signalPipe[1], &byte, 1);
}

} // namespace

class MeasureCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::cli::MeasureCommand) // the context lupdate writes into translations/*.ts
public:
    QString name() const override { return QStringLiteral("measure"); }
    QString summary() const override
    {
        return tr("Run keys through a real %1 and record the backend of every key").arg(SystemRegistry::displayNamesOr());
    }

    void setup(QCommandLineParser &p) override
    {
        p.addOptions({
            {QStringLiteral("proxy"), tr("Proxy under test: %1.").arg(SystemRegistry::namesOr()), QStringLiteral("NAME")},
            {QStringLiteral("variant"), tr("Seed variant: %1.").arg(LiveRunConfig::variantNames().join(QStringLiteral(", "))),
             QStringLiteral("NAME")},
            {QStringLiteral("weights"), tr("Weights: one per backend, or one for all (%1).").arg(weightRanges()),
             QStringLiteral("LIST")},
            {QStringLiteral("down"), tr("Backends marked down: ports, addresses, #positions or ranges (9042, #3, 9040-9045, #7-#9)."), QStringLiteral("LIST")},
            {QStringLiteral("keys"), tr("Number of generated keys /objects/<16 hex> (default %1).").arg(NumberText::integer(LiveRunConfig{}.keyCount)),
             QStringLiteral("N")},
            {QStringLiteral("seed"), tr("Key generator seed (default 1)."), QStringLiteral("S")},
            {QStringLiteral("key-file"), tr("Send the keys of this file (one request path per line) instead."), QStringLiteral("FILE")},
            {QStringLiteral("option"),
             tr("Ring option of the system, NAME=VALUE, repeatable; written into its config and given to the port "
                "that predicts it (%1). HAProxy's hash-balance-factor is the proxy's own; twemproxy's distribution "
                "picks the port (modula: twemproxy-modula).").arg(liveOptionList()),
             QStringLiteral("NAME=VALUE")},
            {QStringLiteral("traffic"),
             tr("Send traffic instead of distinct keys: uniform, zipf:S (Zipf exponent S) or log:FILE (an nginx combined, "
                "HAProxy httplog or one-path-per-line access log), in order, repeated keys and all."),
             QStringLiteral("MODEL")},
            {QStringLiteral("requests"), ranged(tr("--traffic uniform|zipf:S: requests to send, %1-%2 (default %3)."), LiveRunConfig::kTrafficRequests, LiveRunConfig{}.trafficRequests),
             QStringLiteral("R")},
            {QStringLiteral("universe"), ranged(tr("--traffic uniform|zipf:S: keys to draw from, %1-%2 (default %3)."), LiveRunConfig::kTrafficUniverse, LiveRunConfig{}.trafficUniverse),
             QStringLiteral("U")},
            {QStringLiteral("concurrency"),
             ranged(tr("Requests (qnam) or connections (raw, memcached; sockets for DNS) in flight, %1-%2 (default %3)."),
                    LiveRunConfig::kConcurrency, LiveRunConfig{}.concurrency),
             QStringLiteral("C")},
            {QStringLiteral("backend-delay"),
             ranged(tr("HTTP backends hold every answer this many ms first, as a cache fetching from its origin does, so a "
                "request spends its time where the proxy counts it in flight (HAProxy's hash-balance-factor), %1-%2 "
                "(default %3)."), LiveRunConfig::kBackendDelayMs, LiveRunConfig{}.backendDelayMs),
             QStringLiteral("MS")},
            {QStringLiteral("engine"), tr("Load engine: qnam (default) or raw (pipelined HTTP/1.1)."), QStringLiteral("NAME")},
            {QStringLiteral("pipeline"),
             ranged(tr("Raw, memcached and DNS engines: requests in flight per connection or socket, %1-%2 (default %3)."),
                    LiveRunConfig::kPipelineDepth, LiveRunConfig{}.pipelineDepth),
             QStringLiteral("D")},
            {QStringLiteral("recheck"), tr("Keys sent a second time to check stability (default %1).").arg(NumberText::integer(LiveRunConfig{}.recheckKeys)),
             QStringLiteral("N")},
            {QStringLiteral("request-timeout"), ranged(tr("A request unanswered after this many ms is an error, %1-%2 (default %3)."), LiveRunConfig::kRequestTimeoutMs, LiveRunConfig{}.requestTimeoutMs),
             QStringLiteral("MS")},
            {QStringLiteral("stall-timeout"),
             ranged(tr("Stop the run as failed when nothing was answered for this many ms, %1-%2 (default %3)."), LiveRunConfig::kStallTimeoutMs, LiveRunConfig{}.stallTimeoutMs),
             QStringLiteral("MS")},
            {QStringLiteral("base-port"), tr("First backend port on 127.0.0.1 (default %1).").arg(LiveRunConfig().basePort), QStringLiteral("P")},
            {QStringLiteral("backends"),
             ranged(tr("Number of backends, %1-%2 (default %3)."), LiveRunConfig::kBackends, LiveRunConfig{}.backends),
             QStringLiteral("N")},
            {QStringLiteral("pick-free-ports"), tr("If a port is busy, use the first free range instead of failing.")},
            {QStringLiteral("keep-temp"), tr("Keep the private directory with configs and logs.")},
        });
        // One --PROGRAM PATH option per program a run starts: the backends' and every system's.
        for (const QString &program : programNames())
            p.addOption({program, tr("%1 binary (default: %1 on PATH).").arg(program), QStringLiteral("PATH")});
        p.addOptions({
            {QStringLiteral("out"),
             tr("Directory for results.json and mapping.tsv (required): new or empty, or the folder of an earlier run. "
                "An earlier run is replaced only by a complete one: the new run writes into DIR.new-XXXXXX beside it "
                "and takes DIR's place when it completes; a run that is cancelled, fails or is killed leaves DIR as it "
                "was and stays in that folder. A folder holding other files is refused."),
             QStringLiteral("DIR")},
            {QStringLiteral("quiet"), tr("No progress lines.")},
            {QStringLiteral("json"), tr("Print the results (the content of results.json) as JSON instead of the text summary.")},
        });
    }

    int run(QCommandLineParser &p) override
    {
        LiveRunConfig config;
        QString error;
        if (!MeasureConfigReader::read(p, programNames(), &config, &error))
            return usageError(error);
        if (!config.validate(&error))
            return usageError(error);
        if (!config.keyFile.isEmpty() && !checkKeyFile(config, &error))
            return usageError(error);
        // Before anything starts: a folder the run may write for, inputs that are not its outputs,
        // and enough open files (LiveRunner checks the same; here they are bad input, exit 2).
        if (!checkInputsOutsideOut(config, &error))
            return usageError(error);
        if (!RunFolder::check(config.outDir, LiveRunner::outputFileNames(), &error))
            return usageError(QStringLiteral("--") + error);
        QString raised;
        if (!OpenFileLimit::ensure(config, &error, &raised))
            return usageError(error);
        if (!raised.isEmpty() && !p.isSet(QStringLiteral("quiet")))
            err() << raised << Qt::endl;
        return measure(config, p.isSet(QStringLiteral("quiet")), p.isSet(QStringLiteral("json")));
    }

private:
    static QStringList programNames()
    {
        QStringList names{BackendFarm::programName()};
        for (const SystemDescription *system : SystemRegistry::all())
            if (!names.contains(BackendFarm::programName(system->loadProtocol())))
                names.append(BackendFarm::programName(system->loadProtocol()));
        for (const QString &program : SystemRegistry::programNames())
            if (!names.contains(program))
                names.append(program);
        return names;
    }

    /// Each system's live options as "<name>: a, b", joined by semicolons.
    static QString liveOptionList()
    {
        QStringList parts;
        for (const SystemDescription *system : SystemRegistry::all()) {
            QStringList names;
            for (const LiveOption &o : system->liveOptions())
                names.append(o.spec.name);
            parts.append(QStringLiteral("%1: %2").arg(system->name(), names.isEmpty() ? tr("none") : names.join(QStringLiteral(", "))));
        }
        return parts.join(QStringLiteral("; "));
    }

    /// Each system's weight range as "<display name> <min>-<max>", joined by commas, then the
    /// systems without weights ("Caddy takes no weights", not "Caddy 1-1": r16 G16).
    static QString weightRanges()
    {
        QStringList ranges, none;
        for (const SystemDescription *system : SystemRegistry::all()) {
            if (system->maxWeight() <= 1)
                none.append(system->displayName());
            else
                ranges.append(QStringLiteral("%1 %2-%3").arg(system->displayName(), NumberText::integer(system->minWeight()),
                                                             NumberText::integer(system->maxWeight())));
        }
        QString text = ranges.join(QStringLiteral(", "));
        if (!none.isEmpty())
            text += QStringLiteral("; ")
                + (none.size() == 1 ? tr("%1 takes no weights") : tr("%1 take no weights")).arg(none.join(QStringLiteral(", ")));
        return text;
    }

    /// The key file and the access log are read before the run, but never from the folder a
    /// complete run replaces.
    static bool checkInputsOutsideOut(const LiveRunConfig &config, QString *error)
    {
        return OutputPath::checkNoInputInside(QStringLiteral("out"), config.outDir, {config.keyFile, config.trafficLog},
                                              error);
    }

    /// A bad key file is bad input (exit 2), found before anything starts: every line must be a
    /// request path, and with the qnam engine one that Qt sends unchanged.
    static bool checkKeyFile(const LiveRunConfig &config, QString *error)
    {
        const QString protocol = config.system()->loadProtocol();
        const bool qnam = protocol == QLatin1String("http") && config.engine == LoadEngineKind::Qnam;
        const bool ok = KeySet::checkFile(config.keyFile, error, [&](QByteArrayView key, qint64 line, QString *why) {
            QString problem;
            if (!LoadEngine::canSend(protocol, key, &problem)) {
                *why = tr("%1:%2: the key \"%3\" cannot be sent to %4: %5")
                           .arg(config.keyFile)
                           .arg(line)
                           .arg(UserText::shown(QString::fromUtf8(key.first(qMin<qsizetype>(80, key.size())).toByteArray())),
                                config.system()->displayName(), problem);
                return false;
            }
            if (!qnam)
                return true;
            QByteArray sent;
            if (QnamLoadEngine::sendsUnchanged(key, &sent))
                return true;
            *why = tr("%1:%2: the key \"%3\" would be sent by the qnam engine as \"%4\" (Qt normalises paths: "
                      "\"..\", \".\", \"//\", \"#\", %-escapes of plain characters); use --engine raw, which sends "
                      "every key byte for byte")
                       .arg(config.keyFile)
                       .arg(line)
                       .arg(UserText::shown(QString::fromUtf8(key.toByteArray())), UserText::shown(QString::fromUtf8(sent)));
            return false;
        });
        if (!ok && error->startsWith(QLatin1String("keys: ")))
            *error = error->mid(6);
        if (!ok)
            *error = tr("--key-file: %1").arg(*error);
        return ok;
    }

    int measure(const LiveRunConfig &config, bool quiet, bool json)
    {
        if (::pipe2(g_signalPipe, O_CLOEXEC | O_NONBLOCK) != 0)
            return failure(tr("cannot install the signal handler"));
        struct sigaction action = {};
        action.sa_handler = onTerminationSignal;
        ::sigemptyset(&action.sa_mask);
        ::sigaction(SIGINT, &action, nullptr);
        ::sigaction(SIGTERM, &action, nullptr);
        ::sigaction(SIGHUP, &action, nullptr);
        // The reader of our output went away (`measure | head -1`, a closed ssh session): the same
        // clean cancel as Ctrl-C, not a death that leaves the proxy and its workers running.
        ::sigaction(SIGPIPE, &action, nullptr);

        LiveRunner runner;
        QEventLoop loop;
        LiveRunResult result;
        int interruptedBy = 0;
        QSocketNotifier notifier(g_signalPipe[0], QSocketNotifier::Read);
        QObject::connect(&notifier, &QSocketNotifier::activated, &loop, [&] {
            char byte = 0;
            while (::read(g_signalPipe[0], &byte, 1) > 0) {
                if (!interruptedBy)
                    interruptedBy = byte;
            }
            const QString name = interruptedBy == SIGTERM ? QStringLiteral("SIGTERM")
                               : interruptedBy == SIGHUP  ? QStringLiteral("SIGHUP")
                               : interruptedBy == SIGPIPE ? QStringLiteral("SIGPIPE")
                                                          : QStringLiteral("SIGINT");
            err() << tr("interrupted by %1: stopping every process").arg(name) << Qt::endl;
            // The reason lands in results.json, so a kept run says why it stopped.
            runner.cancel(tr("ringlab-cli received %1").arg(name));
        });
        QObject::connect(&runner, &LiveRunner::logLine, &loop, [quiet](const QString &line) {
            if (!quiet)
                err() << line << Qt::endl;
        });
        QObject::connect(&runner, &LiveRunner::progress, &loop, [quiet](qint64 done, qint64 total, double rate) {
            if (!quiet)
                err() << tr("%1 / %2 requests, %3 req/s")
                             .arg(NumberText::integer(done), NumberText::integer(total), NumberText::fixed(rate, 0))
                      << Qt::endl;
        });
        QObject::connect(&runner, &LiveRunner::finished, &loop, [&](const LiveRunResult &r) {
            result = r;
            loop.quit();
        });
        QString error;
        int code = Ok;
        if (!runner.start(config, &error)) {
            code = failure(error);
        } else {
            loop.exec();
            if (json)
                printJson(result);
            else
                printSummary(config, result);
            // The shell convention 128 + signal: 130 for SIGINT, 143 for SIGTERM, 129 for SIGHUP,
            // 141 for SIGPIPE.
            code = interruptedBy ? 128 + interruptedBy : (result.valid ? Ok : Failure);
        }
        ::signal(SIGINT, SIG_DFL);
        ::signal(SIGTERM, SIG_DFL);
        ::signal(SIGHUP, SIG_DFL);
        ::signal(SIGPIPE, SIG_IGN); // the last writes to a closed pipe fail; they do not kill the exit code
        ::close(g_signalPipe[0]);
        ::close(g_signalPipe[1]);
        return code;
    }

    /// --json: the same object as results.json, so a script needs one reader for both.
    static void printJson(const LiveRunResult &r)
    {
        out() << QString::fromUtf8(QJsonDocument(r.toJson()).toJson(QJsonDocument::Indented)) << Qt::flush;
        for (const QString &note : r.folderNotes)
            err() << note << Qt::endl;
        if (!r.saveError.isEmpty())
            err() << tr("FAILED: %1").arg(r.saveError) << Qt::endl;
    }

    void printSummary(const LiveRunConfig &config, const LiveRunResult &r)
    {
        out() << tr("%1 (%2), %3 engine: %4 of %5 keys in %6 s, %7 req/s, latency p50 %8 µs p99 %9 µs")
                     .arg(r.variant, r.proxyVersion, r.engine)
                     .arg(NumberText::integer(r.keysMeasured), NumberText::integer(r.keysPlanned),
                          NumberText::fixed(r.loadSeconds, 2), NumberText::fixed(r.requestsPerSecond, 0),
                          NumberText::fixed(r.latency.p50, 0), NumberText::fixed(r.latency.p99, 0))
              << '\n';
        if (r.valid) {
            const SystemDescription *system = SystemRegistry::find(r.proxy);
            if (!system || system->loadProtocol() == QLatin1String("http"))
                out() << tr("VALID: every request 200 from a live backend, %1 rechecked keys stable").arg(r.recheckSent) << '\n';
            else
                out() << tr("VALID: every request answered by a live backend, %1 rechecked keys stable").arg(r.recheckSent)
                      << '\n';
        } else {
            out() << tr("INVALID:") << '\n';
            for (const QString &reason : r.reasons)
                out() << "  - " << reason << '\n';
        }
        if (!r.trafficCheck.isEmpty())
            out() << LiveTrafficCheck::summary(r.trafficCheck) << '\n';
        if (!r.saveError.isEmpty()) {
            // Never "wrote …" when the results are not on disk: FAILED, exit 1 (result.valid is false).
            out().flush();
            err() << tr("FAILED: %1").arg(r.saveError) << Qt::endl;
            return;
        }
        out() << tr("wrote %1/results.json and %1/%2").arg(r.runDir.isEmpty() ? config.outDir : r.runDir, r.mappingFile) << '\n';
        for (const QString &note : r.folderNotes)
            out() << note << '\n';
        out().flush();
    }
};

} // namespace ringlab::cli

using ringlab::cli::MeasureCommand;
RINGLAB_REGISTER_COMMAND(MeasureCommand, "measure")
