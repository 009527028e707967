// Traffic replay speed: Zipf(S) requests over N servers with an LRU of C objects per server,
// through RingLab's TrafficReplay (a port, here nginx's ring, routing every key once per server
// set; ZipfSampler; LruCache) beside a plain C++ baseline of the same traffic (the same
// ZipfSampler draws; a textbook ring of 160 points per server in a sorted std::vector searched
// with std::upper_bound per request; std::unordered_map + std::list LRU per server), and
// bench/traffic_numpy.py (numpy sampling and routing, an OrderedDict LRU per server) at the size
// given by --python-requests. Prints wall time, this process's CPU time and the load average,
// since the machine may be shared.
//
// Usage: bench_traffic [--requests R] [--servers N] [--universe U] [--cache C] [--zipf S]
//                      [--python-requests R] [--no-baseline] [--no-python]
#include "ringcore/keys/keygenerator.h"
#include "ringcore/traffic/trafficreplay.h"
#include "ringcore/traffic/zipfsampler.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QProcess>

#include <algorithm>
#include <cstdio>
#include <ctime>
#include <functional>
#include <list>
#include <string>
#include <unordered_map>
#include <vector>

using namespace ringcore;

namespace {

double cpuSeconds()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + double(t.tv_nsec) * 1e-9;
}

QString loadAverage()
{
    QFile f(QStringLiteral("/proc/loadavg"));
    if (!f.open(QIODevice::ReadOnly))
        return QStringLiteral("?");
    return QString::fromLatin1(f.readAll()).section(QLatin1Char(' '), 0, 2);
}

struct Timing
{
    double wall = 0, cpu = 0;
    double hitRatio = 0;
};

Timing timeIt(const std::function<double()> &f)
{
    QElapsedTimer wall;
    wall.start();
    const double c0 = cpuSeconds();
    Timing t;
    t.hitRatio = f();
    t.cpu = cpuSeconds() - c0;
    t.wall = double(wall.nsecsElapsed()) * 1e-9;
    return t;
}

/// The textbook version: what one writes without thinking about speed.
double baseline(qint64 requests, int servers, qint64 universe, qint64 cache, double s, uint64_t seed)
{
    std::vector<std::pair<uint32_t, int>> ring;
    std::hash<std::string> hasher;
    for (int i = 0; i < servers; ++i)
        for (int p = 0; p < 160; ++p)
            ring.emplace_back(uint32_t(hasher("127.0.0.1:" + std::to_string(9001 + i) + "-" + std::to_string(p))), i);
    std::sort(ring.begin(), ring.end());
    struct Lru
    {
        std::list<uint64_t> order;
        std::unordered_map<uint64_t, std::list<uint64_t>::iterator> index;
    };
    std::vector<Lru> lrus(static_cast<size_t>(servers));
    const KeyGenerator gen(seed);
    ZipfSampler sampler(uint64_t(universe), s, seed);
    qint64 hits = 0;
    for (qint64 i = 0; i < requests; ++i) {
        const uint64_t k = sampler.next();
        const QByteArray key = gen.key(k - 1);
        const uint32_t h = uint32_t(hasher(std::string(key.constData(), size_t(key.size()))));
        auto it = std::upper_bound(ring.begin(), ring.end(), std::make_pair(h, INT32_MAX));
        const int server = it == ring.end() ? ring.front().second : it->second;
        Lru &lru = lrus[size_t(server)];
        auto found = lru.index.find(k);
        if (found != lru.index.end()) {
            lru.order.splice(lru.order.begin(), lru.order, found->second);
            ++hits;
            continue;
        }
        lru.order.push_front(k);
        lru.index[k] = lru.order.begin();
        if (qint64(lru.order.size()) > cache) {
            lru.index.erase(lru.order.back());
            lru.order.pop_back();
        }
    }
    return double(hits) / double(requests);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOptions({
        {QStringLiteral("requests"), QStringLiteral("Requests (default 100000000)."), QStringLiteral("R"),
         QStringLiteral("100000000")},
        {QStringLiteral("servers"), QStringLiteral("Servers (default 100)."), QStringLiteral("N"), QStringLiteral("100")},
        {QStringLiteral("universe"), QStringLiteral("Keys (default 10000000)."), QStringLiteral("U"),
         QStringLiteral("10000000")},
        {QStringLiteral("cache"), QStringLiteral("LRU objects per server (default 10000)."), QStringLiteral("C"),
         QStringLiteral("10000")},
        {QStringLiteral("zipf"), QStringLiteral("Zipf exponent (default 1.0)."), QStringLiteral("S"),
         QStringLiteral("1.0")},
        {QStringLiteral("baseline-requests"), QStringLiteral("Requests for the C++ baseline (default: --requests)."),
         QStringLiteral("R")},
        {QStringLiteral("python-requests"), QStringLiteral("Requests for the numpy/Python replay (default 2000000)."),
         QStringLiteral("R"), QStringLiteral("2000000")},
        {QStringLiteral("no-baseline"), QStringLiteral("Skip the C++ baseline.")},
        {QStringLiteral("no-python"), QStringLiteral("Skip the numpy/Python replay.")},
    });
    parser.process(app);
    const qint64 requests = parser.value(QStringLiteral("requests")).toLongLong();
    const int servers = parser.value(QStringLiteral("servers")).toInt();
    const qint64 universe = parser.value(QStringLiteral("universe")).toLongLong();
    const qint64 cache = parser.value(QStringLiteral("cache")).toLongLong();
    const double s = parser.value(QStringLiteral("zipf")).toDouble();
    const qint64 baselineRequests = parser.isSet(QStringLiteral("baseline-requests"))
                                        ? parser.value(QStringLiteral("baseline-requests")).toLongLong()
                                        : requests;
    std::printf("Zipf(%.2f) over %lld keys, %d servers, LRU %lld objects per server; load average %s\n", s,
                static_cast<long long>(universe), servers, static_cast<long long>(cache), qPrintable(loadAverage()));

    TrafficConfig config;
    config.algorithm = QStringLiteral("nginx");
    for (int i = 0; i < servers; ++i)
        config.servers.append(Server{QStringLiteral("127.0.0.1:%1").arg(9001 + i), 1, false});
    config.exponent = s;
    config.universe = universe;
    config.requests = requests;
    config.cacheObjects = cache;
    QString error;
    const Timing ringlab = timeIt([&] {
        TrafficResult r;
        if (!TrafficReplay::run(config, &r, &error)) {
            std::fprintf(stderr, "%s\n", qPrintable(error));
            std::exit(1);
        }
        return r.hitRatio();
    });
    std::printf("ringlab  %12lld requests  wall %7.2f s  cpu %7.2f s  %6.1f M req/s (cpu)  hit ratio %.4f  load %s\n",
                static_cast<long long>(requests), ringlab.wall, ringlab.cpu, double(requests) / ringlab.cpu / 1e6,
                ringlab.hitRatio, qPrintable(loadAverage()));
    if (!parser.isSet(QStringLiteral("no-baseline"))) {
        const Timing b = timeIt([&] { return baseline(baselineRequests, servers, universe, cache, s, 1); });
        std::printf("baseline %12lld requests  wall %7.2f s  cpu %7.2f s  %6.1f M req/s (cpu)  hit ratio %.4f  load %s\n",
                    static_cast<long long>(baselineRequests), b.wall, b.cpu, double(baselineRequests) / b.cpu / 1e6, b.hitRatio,
                    qPrintable(loadAverage()));
    }
    if (!parser.isSet(QStringLiteral("no-python"))) {
        const QString script = QStringLiteral(RINGLAB_BENCH_DIR "/traffic_numpy.py");
        QProcess py;
        py.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        py.start(QStringLiteral("/usr/bin/python3"), // Debian's, where python3-numpy is
                 {script, QStringLiteral("--requests"), parser.value(QStringLiteral("python-requests")),
                  QStringLiteral("--servers"), QString::number(servers), QStringLiteral("--universe"),
                  QString::number(universe), QStringLiteral("--cache"), QString::number(cache),
                  QStringLiteral("--zipf"), QString::number(s)});
        if (!py.waitForFinished(-1) || py.exitCode() != 0) {
            std::printf("numpy    failed: %s\n", qPrintable(py.errorString()));
        } else {
            std::printf("%s", py.readAllStandardOutput().constData());
        }
    }
    return 0;
}
