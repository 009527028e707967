// ringlab-cli traffic: replay Zipf, uniform or logged traffic through one algorithm with an LRU
// cache per server, through scale events; per-server requests, hit ratios and the timeline.
#include "../clicommand.h"
#include "cliservers.h"

#include "ringcore/core/serverlistparser.h"
#include "ringcore/core/numberinput.h"
#include "ringcore/core/numbertext.h"
#include "ringcore/traffic/trafficreplay.h"

#include <QJsonArray>
#include <QJsonObject>

#include <csignal>
#include <limits>

using namespace ringcore;

namespace ringlab::cli {

namespace {

/// The running replay's token: SIGINT cancels it (cancel() is one lock-free atomic store).
CancelToken g_interrupt;

extern "C" void onTrafficInterrupt(int)
{
    g_interrupt.cancel();
}

/// A share in the tab-separated tables for scripts: C notation, "25.00%".
QString percent(double fraction, int decimals = 2)
{
    return NumberText::percentSign(fraction, decimals, NumberText::fileLocale());
}

/// A share in a sentence people read, in their notation.
QString shown(double fraction, int decimals = 2)
{
    return NumberText::percentSign(fraction, decimals);
}

/// Column ids of the tab-separated tables (C locale, not translated: scripts read them by name).
const char kServerColumns[] = "server\trequests\tshare\thit_ratio\tkeys\thottest_key_share\tstate\n";
const char kWindowColumns[] = "window\trequests\thit_ratio\n";

} // namespace

class TrafficCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(ringlab::cli::TrafficCommand) // the context lupdate writes into translations/*.ts
public:
    QString name() const override { return QStringLiteral("traffic"); }
    QString summary() const override
    {
        return tr("Replay hot-key traffic through per-server LRU caches and scale events: requests, hit ratios, "
                  "miss storms.");
    }

    void setup(QCommandLineParser &parser) override
    {
        CliServers::addAlgorithmOptions(parser, ServerListParser::loopbackRangeText(100));
        parser.addOptions({
            {QStringLiteral("zipf"),
             tr("Zipf exponent S (above 0, up to %1): key k of the universe is requested in proportion to "
                "1/k^S. 0 is the uniform model.")
                 .arg(TrafficConfig::kMaxExponent),
             QStringLiteral("S")},
            {QStringLiteral("uniform"), tr("Every key of the universe equally popular (as --zipf 0).")},
            {QStringLiteral("universe"),
             tr("Keys in the universe U (1-%1; default %2): /objects/<16 hex> keys of --seed.")
                 .arg(NumberText::integer(TrafficConfig::kMaxUniverse), NumberText::integer(TrafficConfig{}.universe)),
             QStringLiteral("U"), QString::number(TrafficConfig{}.universe)},
            {QStringLiteral("requests"),
             tr("Requests to replay R (1-%1; default %2).")
                 .arg(NumberText::integer(TrafficConfig::kMaxRequests), NumberText::integer(TrafficConfig{}.requests)),
             QStringLiteral("R"), QString::number(TrafficConfig{}.requests)},
            {QStringLiteral("seed"), tr("Seed of the keys and the draws (default 1)."), QStringLiteral("S"),
             QStringLiteral("1")},
            {QStringLiteral("log"),
             tr("Replay an access log instead: nginx combined, HAProxy's HTTP log or one path per line; read "
                "streaming."),
             QStringLiteral("FILE")},
            {QStringLiteral("cache"),
             tr("LRU capacity per server in objects (1-%1; default %2).")
                 .arg(NumberText::integer(TrafficConfig::kMaxCacheObjects), NumberText::integer(TrafficConfig{}.cacheObjects)),
             QStringLiteral("C"), QString::number(TrafficConfig{}.cacheObjects)},
            {QStringLiteral("cache-bytes"),
             tr("Also bound each cache in bytes (logs with sizes only; 0 = no byte bound)."), QStringLiteral("B"),
             QStringLiteral("0")},
            {QStringLiteral("events"),
             tr("Scale events: \"remove ADDRESS@P%,add ADDRESS[=WEIGHT]@P%\" (P above 0 and below 100, a share "
                "of the requests)."),
             QStringLiteral("list")},
            {QStringLiteral("windows"),
             tr("Hit ratio over time in this many windows (2-%1; default 20).").arg(NumberText::integer(TrafficConfig::kMaxWindows)),
             QStringLiteral("W"), QStringLiteral("20")},
            {QStringLiteral("quiet"), tr("No progress on stderr.")},
        });
        CliServers::addJsonOption(parser);
    }

    int run(QCommandLineParser &parser) override
    {
        TrafficConfig config;
        QString error;
        if (!parseConfig(parser, &config, &error))
            return usageError(error);
        if (!config.validate(&error))
            return usageError(error.contains(QLatin1Char(':')) ? QStringLiteral("--") + error : error);
        const bool json = parser.isSet(QStringLiteral("json"));
        const bool quiet = parser.isSet(QStringLiteral("quiet"));

        g_interrupt = CancelToken();
        struct sigaction action = {};
        action.sa_handler = onTrafficInterrupt;
        ::sigemptyset(&action.sa_mask);
        struct sigaction previous = {};
        ::sigaction(SIGINT, &action, &previous);
        TrafficResult result;
        qint64 lastShown = 0;
        const auto shown = [&](qint64 done, qint64 total) {
            if (!quiet && total > 0 && done - lastShown >= total / 10) {
                err() << tr("%1 / %2 requests").arg(done).arg(total) << Qt::endl;
                lastShown = done;
            }
        };
        const bool ok = TrafficReplay::run(config, &result, &error, shown, g_interrupt);
        ::sigaction(SIGINT, &previous, nullptr);
        if (!ok)
            return usageError(error.startsWith(QLatin1String("log:")) || error.startsWith(QLatin1String("events:"))
                                  ? QStringLiteral("--") + error
                                  : error);
        if (json)
            printJson(config, result);
        else
            printText(config, result);
        if (result.cancelled) {
            err() << tr("interrupted by SIGINT after %1 of %2 requests: the figures above cover those")
                         .arg(result.requests)
                         .arg(result.planned)
                  << Qt::endl;
            return 130;
        }
        return Ok;
    }

private:
    bool parseConfig(const QCommandLineParser &parser, TrafficConfig *c, QString *error)
    {
        AlgorithmSetup setup;
        if (!CliServers::parseAlgorithm(parser, &setup, error))
            return false;
        c->algorithm = setup.algorithm;
        c->servers = setup.servers;
        c->options = setup.options;
        const bool zipf = parser.isSet(QStringLiteral("zipf"));
        const bool uniform = parser.isSet(QStringLiteral("uniform"));
        const bool log = parser.isSet(QStringLiteral("log"));
        if (int(zipf) + int(uniform) + int(log) != 1) {
            *error = tr("give one traffic model: --zipf S, --uniform or --log FILE");
            return false;
        }
        if (log) {
            c->model = TrafficConfig::Model::Log;
            c->logPath = parser.value(QStringLiteral("log"));
            for (const char *name : {"requests", "universe"})
                if (parser.isSet(QLatin1String(name))) {
                    *error = tr("--%1: a log replays its own requests; leave it out with --log").arg(QLatin1String(name));
                    return false;
                }
        } else {
            c->model = TrafficConfig::Model::Zipf;
            if (uniform) {
                c->model = TrafficConfig::Model::Uniform;
            } else {
                const QString text = parser.value(QStringLiteral("zipf"));
                if (!NumberInput::realNumber(text, &c->exponent) || !(c->exponent >= 0 && c->exponent <= TrafficConfig::kMaxExponent)) {
                    *error = tr("--zipf: \"%1\" is not an exponent from 0 to %2").arg(text).arg(TrafficConfig::kMaxExponent);
                    return false;
                }
                if (c->exponent == 0)
                    c->model = TrafficConfig::Model::Uniform;
            }
            if (!CliServers::parseCount(QStringLiteral("universe"), parser.value(QStringLiteral("universe")), 1,
                                        TrafficConfig::kMaxUniverse, &c->universe, error)
                || !CliServers::parseCount(QStringLiteral("requests"), parser.value(QStringLiteral("requests")), 1,
                                           TrafficConfig::kMaxRequests, &c->requests, error))
                return false;
        }
        if (!CliServers::parseUnsigned64(QStringLiteral("seed"), parser.value(QStringLiteral("seed")), &c->seed, error)
            || !CliServers::parseCount(QStringLiteral("cache"), parser.value(QStringLiteral("cache")), 1,
                                       TrafficConfig::kMaxCacheObjects, &c->cacheObjects, error)
            || !CliServers::parseCount(QStringLiteral("cache-bytes"), parser.value(QStringLiteral("cache-bytes")), 0,
                                       std::numeric_limits<qint64>::max(), &c->cacheBytes, error)
            || !CliServers::parseCount(QStringLiteral("windows"), parser.value(QStringLiteral("windows")), 2,
                                       TrafficConfig::kMaxWindows, &c->windows, error))
            return false;
        if (parser.isSet(QStringLiteral("events")) &&
            !TrafficConfig::parseEvents(parser.value(QStringLiteral("events")), &c->events, error)) {
            *error = QStringLiteral("--") + *error;
            return false;
        }
        return true;
    }

    static QString modelText(const TrafficConfig &c)
    {
        switch (c.model) {
        case TrafficConfig::Model::Uniform:
            return tr("uniform over %1 keys, %2 requests").arg(NumberText::integer(c.universe), NumberText::integer(c.requests));
        case TrafficConfig::Model::Zipf:
            return tr("Zipf(%1) over %2 keys, %3 requests")
                .arg(NumberText::plain(c.exponent, 6), NumberText::integer(c.universe), NumberText::integer(c.requests));
        case TrafficConfig::Model::Log:
            break;
        }
        return tr("log %1").arg(c.logPath);
    }

    void printText(const TrafficConfig &c, const TrafficResult &r)
    {
        out() << tr("%1, %2 servers, %3; LRU of %4 objects per server%5\n")
                     .arg(c.algorithm)
                     .arg(NumberText::integer(c.servers.size()))
                     .arg(modelText(c))
                     .arg(NumberText::integer(c.cacheObjects))
                     .arg(c.cacheBytes > 0 ? tr(" and %1 bytes").arg(NumberText::integer(c.cacheBytes)) : QString());
        out() << tr("Requests %1, hits %2, misses %3: hit ratio %4%5\n")
                     .arg(NumberText::integer(r.requests))
                     .arg(NumberText::integer(r.hits))
                     .arg(NumberText::integer(r.misses))
                     .arg(shown(r.hitRatio()))
                     .arg(r.unrouted > 0 ? tr(" (%1 requests no server could take)").arg(NumberText::integer(r.unrouted)) : QString());
        if (r.skipped > 0)
            out() << tr("Log lines without a request URI, skipped: %1\n").arg(NumberText::integer(r.skipped));
        out() << tr("Busiest by keys %1x, busiest by requests %2x (of the mean, before any event)\n")
                     .arg(NumberText::fixed(r.byKeys.busiest, 3))
                     .arg(NumberText::fixed(r.byRequests.busiest, 3));
        if (r.hottestServer >= 0)
            out() << tr("Hot-key floor %1x: the hottest key (%2) draws %3 of the requests and cannot be split, so "
                        "its server (%4) carries at least that, whatever the points or weights%5\n")
                         .arg(NumberText::fixed(r.hotKeyFloor, 3))
                         .arg(CliServers::keyText(r.hottestKey))
                         .arg(shown(r.hottestKeyShare, 3))
                         .arg(r.servers[size_t(r.hottestServer)].address)
                         .arg(r.hotKeyFloor < 1 ? tr(" (below 1x, so here the spread of the keys, not one key, sets "
                                                     "the busiest)")
                                                : QString());
        if (r.boundedByKeys)
            out() << tr("Bounded loads: keys placed once, hottest first, with the bound on keys; the bound on "
                        "requests in flight is a live measurement.\n");
        if (!r.keyStatsComplete)
            out() << tr("The log has more than %1 distinct keys: per-key figures cover the first ones.\n")
                         .arg(NumberText::integer(TrafficReplay::kMaxTrackedKeys));
        // The two tab-separated tables are for scripts: C-locale column ids, never translated.
        out() << kServerColumns;
        for (const ServerTrafficResult &s : r.servers)
            out() << QStringLiteral("%1\t%2\t%3\t%4\t%5\t%6\t%7\n")
                         .arg(s.address)
                         .arg(s.requests)
                         .arg(percent(r.requests > 0 ? double(s.requests) / double(r.requests) : 0.0))
                         .arg(percent(s.hitRatio()))
                         .arg(s.keys)
                         .arg(percent(s.hottestKeyShare, 3))
                         .arg(!s.servingAtStart ? QStringLiteral("added")
                                              : !s.servingAtEnd ? QStringLiteral("removed")
                                                                : QStringLiteral("serving"));
        for (const TrafficEventResult &e : r.events) {
            out() << tr("Event %1 before request %2: %3 keys moved%4; miss storm %5 misses; hit ratio %6 before, "
                        "lowest %7; %8\n")
                         .arg(TrafficConfig::eventsText({e.event}))
                         .arg(NumberText::integer(e.atRequest))
                         .arg(NumberText::integer(e.keysMoved))
                         .arg(e.movedRequestShare >= 0 ? tr(" (%1 of the requests)").arg(shown(e.movedRequestShare))
                                                       : QString())
                         .arg(NumberText::integer(e.stormMisses))
                         .arg(e.hitRatioBefore >= 0 ? shown(e.hitRatioBefore) : tr("n/a"))
                         .arg(e.lowestHitRatio >= 0 ? shown(e.lowestHitRatio) : tr("n/a"))
                         .arg(e.recoveryRequests >= 0
                                  ? tr("back within %1 points after %2 requests")
                                        .arg(NumberText::plain(c.recoveryTolerance * 100))
                                        .arg(NumberText::integer(e.recoveryRequests))
                                  : tr("not back within %1 points before the next event or the end")
                                        .arg(NumberText::plain(c.recoveryTolerance * 100)));
        }
        out() << kWindowColumns;
        for (const TrafficWindow &w : r.windows)
            out() << QStringLiteral("%1-%2\t%3\t%4\n")
                         .arg(w.begin)
                         .arg(w.end)
                         .arg(w.hits + w.misses)
                         .arg(percent(w.hitRatio()));
        out().flush();
    }

    void printJson(const TrafficConfig &c, const TrafficResult &r)
    {
        QJsonArray servers, windows, events;
        for (const ServerTrafficResult &s : r.servers)
            servers.append(QJsonObject{
                {QStringLiteral("address"), s.address},
                {QStringLiteral("requests"), double(s.requests)},
                {QStringLiteral("hits"), double(s.hits)},
                {QStringLiteral("misses"), double(s.misses)},
                {QStringLiteral("hitRatio"), s.hitRatio()},
                {QStringLiteral("keys"), double(s.keys)},
                {QStringLiteral("requestShare"), s.requestShare},
                {QStringLiteral("hottestKeyShare"), s.hottestKeyShare},
                {QStringLiteral("hottestKey"), CliServers::keyText(s.hottestKey)},
                {QStringLiteral("servingAtStart"), s.servingAtStart},
                {QStringLiteral("servingAtEnd"), s.servingAtEnd},
            });
        for (const TrafficWindow &w : r.windows)
            windows.append(QJsonObject{{QStringLiteral("begin"), double(w.begin)},
                                       {QStringLiteral("end"), double(w.end)},
                                       {QStringLiteral("hits"), double(w.hits)},
                                       {QStringLiteral("misses"), double(w.misses)},
                                       {QStringLiteral("hitRatio"), w.hitRatio()}});
        for (const TrafficEventResult &e : r.events)
            events.append(QJsonObject{
                {QStringLiteral("event"), TrafficConfig::eventsText({e.event})},
                {QStringLiteral("atRequest"), double(e.atRequest)},
                {QStringLiteral("keysMoved"), double(e.keysMoved)},
                {QStringLiteral("movedRequestShare"), e.movedRequestShare},
                {QStringLiteral("stormMisses"), double(e.stormMisses)},
                {QStringLiteral("hitRatioBefore"), e.hitRatioBefore},
                {QStringLiteral("lowestHitRatio"), e.lowestHitRatio},
                {QStringLiteral("recoveryRequests"), double(e.recoveryRequests)},
            });
        CliServers::printJson(out(), QJsonObject{
            {QStringLiteral("algorithm"), c.algorithm},
            {QStringLiteral("model"), modelText(c)},
            {QStringLiteral("cacheObjects"), double(c.cacheObjects)},
            {QStringLiteral("cacheBytes"), double(c.cacheBytes)},
            {QStringLiteral("requests"), double(r.requests)},
            {QStringLiteral("planned"), double(r.planned)},
            {QStringLiteral("cancelled"), r.cancelled},
            {QStringLiteral("hits"), double(r.hits)},
            {QStringLiteral("misses"), double(r.misses)},
            {QStringLiteral("hitRatio"), r.hitRatio()},
            {QStringLiteral("unrouted"), double(r.unrouted)},
            {QStringLiteral("skipped"), double(r.skipped)},
            {QStringLiteral("busiestByKeys"), r.byKeys.busiest},
            {QStringLiteral("busiestByRequests"), r.byRequests.busiest},
            {QStringLiteral("hotKeyFloor"), r.hotKeyFloor},
            {QStringLiteral("hottestKeyShare"), r.hottestKeyShare},
            {QStringLiteral("hottestKey"), CliServers::keyText(r.hottestKey)},
            {QStringLiteral("boundedByKeys"), r.boundedByKeys},
            {QStringLiteral("servers"), servers},
            {QStringLiteral("windows"), windows},
            {QStringLiteral("events"), events},
        });
    }
};

} // namespace ringlab::cli

using ringlab::cli::TrafficCommand;
RINGLAB_REGISTER_COMMAND(TrafficCommand, "traffic")
