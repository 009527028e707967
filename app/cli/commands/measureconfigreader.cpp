// ringlab-cli measure's options read into a LiveRunConfig (measurecommand.cpp runs it).
#include "commands/measureconfigreader.h"
#include "cliservers.h"

#include "ringcore/core/numbertext.h"
#include "ringcore/core/serverlistparser.h"
#include "ringcore/core/usertext.h"
#include "ringcore/live/systemdescription.h"

using namespace ringcore;

namespace ringlab::cli {

namespace {

bool fail(QString &error, const QString &message)
{
    error = message;
    return false;
}

} // namespace

bool MeasureConfigReader::read(const QCommandLineParser &p, const QStringList &programs, LiveRunConfig *out, QString *error)
{
    LiveRunConfig config;
    if (!readKeySource(p, config, *error) || !readTrafficSizes(p, config, *error) || !readOptions(p, config, *error)
        || !readProxy(p, config, *error) || !readNumbers(p, config, *error) || !readEngine(p, config, *error)
        || !readFiles(p, programs, config, *error) || !readWeightsAndDown(p, config, *error))
        return false;
    *out = config;
    return true;
}

/// Keys, a key file or traffic: one of them, with only the options that apply to it.
bool MeasureConfigReader::readKeySource(const QCommandLineParser &p, LiveRunConfig &config, QString &error)
{
    // Options that contradict each other are refused, never one silently ignored.
    if (p.isSet(QStringLiteral("key-file")) && p.isSet(QStringLiteral("keys")))
        return fail(error, tr("--key-file and --keys: give one of them (keys from a file, or N generated keys), "
                             "not both"));
    if (p.isSet(QStringLiteral("key-file")) && p.isSet(QStringLiteral("seed")))
        return fail(error, tr("--key-file and --seed: the seed applies to generated keys only"));

    if (p.isSet(QStringLiteral("traffic"))) {
        if (p.isSet(QStringLiteral("keys")) || p.isSet(QStringLiteral("key-file")))
            return fail(error, tr("--traffic and --%1: give one of them (traffic sends the requests of a model or a "
                                 "log, --keys and --key-file send distinct keys)")
                                  .arg(p.isSet(QStringLiteral("keys")) ? QStringLiteral("keys") : QStringLiteral("key-file")));
        if (!config.setTraffic(p.value(QStringLiteral("traffic")), &error))
            return fail(error, error);
        if (config.traffic == LiveRunConfig::Traffic::Log
            && (p.isSet(QStringLiteral("requests")) || p.isSet(QStringLiteral("universe"))))
            return fail(error, tr("--traffic log:FILE sends every request of the log: --requests and --universe apply "
                                 "to uniform and zipf:S only"));
        if (config.traffic == LiveRunConfig::Traffic::Log && p.isSet(QStringLiteral("seed")))
            return fail(error, tr("--traffic log:FILE and --seed: the seed applies to generated traffic only"));
    } else if (p.isSet(QStringLiteral("requests")) || p.isSet(QStringLiteral("universe"))) {
        return fail(error, tr("--requests and --universe apply to --traffic uniform|zipf:S; add --traffic or drop them"));
    }
    return true;
}

/// --requests and --universe of generated traffic, in LiveRunConfig's ranges.
bool MeasureConfigReader::readTrafficSizes(const QCommandLineParser &p, LiveRunConfig &config, QString &error)
{
    if (p.isSet(QStringLiteral("requests"))) {
        uint64_t v = 0;
        if (!CliServers::parseUnsigned64(QStringLiteral("requests"), p.value(QStringLiteral("requests")), &v, &error))
            return fail(error, error);
        if (v < uint64_t(LiveRunConfig::kTrafficRequests.min) || v > uint64_t(LiveRunConfig::kTrafficRequests.max))
            return fail(error, tr("--requests: %1 is out of range (allowed: %2-%3)")
                                  .arg(p.value(QStringLiteral("requests")).trimmed(),
                                       NumberText::integer(LiveRunConfig::kTrafficRequests.min),
                                       NumberText::integer(LiveRunConfig::kTrafficRequests.max)));
        config.trafficRequests = qint64(v);
    }
    if (p.isSet(QStringLiteral("universe"))) {
        uint64_t v = 0;
        if (!CliServers::parseUnsigned64(QStringLiteral("universe"), p.value(QStringLiteral("universe")), &v, &error))
            return fail(error, error);
        if (v < uint64_t(LiveRunConfig::kTrafficUniverse.min) || v > uint64_t(LiveRunConfig::kTrafficUniverse.max))
            return fail(error, tr("--universe: %1 is out of range (allowed: %2-%3)")
                                  .arg(p.value(QStringLiteral("universe")).trimmed(),
                                       NumberText::integer(LiveRunConfig::kTrafficUniverse.min),
                                       NumberText::integer(LiveRunConfig::kTrafficUniverse.max)));
        config.trafficUniverse = qint64(v);
    }
    return true;
}

/// --option NAME=VALUE, each name once.
bool MeasureConfigReader::readOptions(const QCommandLineParser &p, LiveRunConfig &config, QString &error)
{
    for (const QString &item : p.values(QStringLiteral("option"))) {
        const qsizetype eq = item.indexOf(QLatin1Char('='));
        if (eq <= 0)
            return fail(error, tr("--option: \"%1\" is not NAME=VALUE").arg(UserText::shown(item)));
        const QString name = item.left(eq).trimmed();
        if (config.options.contains(name))
            return fail(error, tr("--option %1 is given twice").arg(UserText::shown(name)));
        config.options.insert(name, item.mid(eq + 1).trimmed());
    }
    return true;
}

/// --proxy and --variant: a registered system, and the variant's own when both are given.
bool MeasureConfigReader::readProxy(const QCommandLineParser &p, LiveRunConfig &config, QString &error)
{
    if (p.isSet(QStringLiteral("variant")) && !config.applyVariant(p.value(QStringLiteral("variant")), &error))
        return fail(error, error);
    if (p.isSet(QStringLiteral("proxy"))) {
        const QString proxy = p.value(QStringLiteral("proxy"));
        if (!SystemRegistry::find(proxy))
            return fail(error, tr("--proxy: unknown value \"%1\" (allowed: %2)")
                                  .arg(UserText::shown(proxy), SystemRegistry::names().join(QStringLiteral(", "))));
        if (p.isSet(QStringLiteral("variant")) && proxy != config.proxy)
            return fail(error, tr("--proxy %1 does not match --variant %2").arg(proxy, config.variant));
        config.proxy = proxy;
    } else if (!p.isSet(QStringLiteral("variant"))) {
        return fail(error, tr("--proxy is required (%1), or give --variant").arg(SystemRegistry::namesOr()));
    }
    return true;
}

/// The counts, ports and times, in LiveRunConfig's ranges, and the seed.
bool MeasureConfigReader::readNumbers(const QCommandLineParser &p, LiveRunConfig &config, QString &error)
{
    // The shared option helpers; LiveRunConfig owns the ranges (validate() checks the same).
    auto integer = [&](const char *option, int *target, ringcore::Range range) {
        const QString name = QLatin1String(option);
        return !p.isSet(name) || CliServers::parseCount(name, p.value(name), range.min, range.max, target, &error);
    };
    if (!integer("keys", &config.keyCount, LiveRunConfig::kKeyCount)
        || !integer("concurrency", &config.concurrency, LiveRunConfig::kConcurrency)
        || !integer("backend-delay", &config.backendDelayMs, LiveRunConfig::kBackendDelayMs)
        || !integer("pipeline", &config.pipelineDepth, LiveRunConfig::kPipelineDepth)
        || !integer("recheck", &config.recheckKeys, LiveRunConfig::kRecheckKeys)
        || !integer("base-port", &config.basePort, LiveRunConfig::kBasePort)
        || !integer("backends", &config.backends, LiveRunConfig::kBackends)
        || !integer("request-timeout", &config.requestTimeoutMs, LiveRunConfig::kRequestTimeoutMs)
        || !integer("stall-timeout", &config.stallTimeoutMs, LiveRunConfig::kStallTimeoutMs))
        return fail(error, error);
    if (p.isSet(QStringLiteral("seed"))) {
        uint64_t seed = 0;
        if (!CliServers::parseUnsigned64(QStringLiteral("seed"), p.value(QStringLiteral("seed")), &seed, &error))
            return fail(error, error);
        config.keySeed = seed;
    }
    return true;
}

/// --engine and --pipeline: HTTP has two engines; every other protocol has its own one.
bool MeasureConfigReader::readEngine(const QCommandLineParser &p, LiveRunConfig &config, QString &error)
{
    config.keyFile = p.value(QStringLiteral("key-file"));
    if (p.isSet(QStringLiteral("engine"))) {
        const QString engine = p.value(QStringLiteral("engine"));
        if (engine == QLatin1String("raw"))
            config.engine = LoadEngineKind::Raw;
        else if (engine != QLatin1String("qnam"))
            return fail(error, tr("--engine: unknown value \"%1\" (allowed: qnam, raw)").arg(UserText::shown(engine)));
    }
    // HTTP has two engines; every other protocol has its own one, pipelined like raw.
    const QString protocol = config.system() ? config.system()->loadProtocol() : QStringLiteral("http");
    if (protocol != QLatin1String("http") && p.isSet(QStringLiteral("engine")))
        return fail(error, tr("--engine chooses between the HTTP engines; %1 speaks %2 and is loaded by the %2 "
                             "engine (drop --engine)")
                              .arg(config.system()->displayName(), protocol));
    if (protocol == QLatin1String("http") && p.isSet(QStringLiteral("pipeline"))
        && p.value(QStringLiteral("engine")) != QLatin1String("raw"))
        return fail(error, tr("--pipeline applies to the raw engine only (the qnam engine sends one request per "
                             "connection at a time); add --engine raw or drop --pipeline"));
    return true;
}

/// The flags, the programs' paths and --out.
bool MeasureConfigReader::readFiles(const QCommandLineParser &p, const QStringList &programs, LiveRunConfig &config, QString &error)
{
    config.pickFreeBasePort = p.isSet(QStringLiteral("pick-free-ports"));
    config.keepTemp = p.isSet(QStringLiteral("keep-temp"));
    for (const QString &program : programs)
        if (p.isSet(program))
            config.programs.insert(program, p.value(program));
    config.outDir = p.value(QStringLiteral("out"));
    if (config.outDir.isEmpty())
        return fail(error, tr("--out is required (directory for results.json and mapping.tsv)"));
    return true;
}

/// --weights and --down, read by the shared parser over the backend list.
bool MeasureConfigReader::readWeightsAndDown(const QCommandLineParser &p, LiveRunConfig &config, QString &error)
{
    // Weights and down lists use the shared parser, applied to the backend list.
    ServerList servers = config.servers();
    const SystemDescription *system = config.system();
    const int minWeight = system->minWeight();
    const int maxWeight = system->maxWeight();
    if (p.isSet(QStringLiteral("weights"))) {
        if (!ServerListParser::applyWeights(servers, p.value(QStringLiteral("weights")), minWeight, maxWeight, &error)) {
            // As route and shares say for jump (r15 F13), not "2 is outside the allowed range 1-1".
            if (maxWeight <= 1)
                return fail(error, tr("--weights: %1 takes no weights (every backend counts once); leave --weights out")
                                      .arg(system->displayName()));
            return fail(error, QStringLiteral("--") + error);
        }
        config.weights.clear();
        for (const Server &s : std::as_const(servers))
            config.weights.append(s.weight);
    }
    if (p.isSet(QStringLiteral("down"))) {
        if (!ServerListParser::applyDown(servers, p.value(QStringLiteral("down")), &error))
            return fail(error, error);
        for (qsizetype i = 0; i < servers.size(); ++i) {
            if (servers[i].down)
                config.down.append(int(i));
        }
    }
    return true;
}

} // namespace ringlab::cli
